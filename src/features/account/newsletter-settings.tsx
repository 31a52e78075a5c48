/**
 * Newsletter of the personal space (SPEC §6 "manage the newsletter, unsubscribe"; §7 GET
 * /user/newsletter/lists, GET/PUT /user/newsletter/subscription): one switch per list, saved with a
 * confirmation; unsubscribing from everything is one action. Choices are drafts until saved, so a
 * slip of the finger sends nothing.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { updateNewsletterSubscriptionMutation } from '@/api/mutations/account';
import { failureMessage } from '@/api/failure-message';
import type { GetNewsletterListsData, NewsletterSubscription } from '@/api/generated/types';
import { newsletterListsQueryOptions, newsletterSubscriptionQueryOptions } from '@/api/queries/account';
import { Button } from '@/ui/button';
import { FormErrorSummary } from '@/ui/form-field';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { accountMessages } from './messages';
import { SavedStatus } from './saved-status';

/** The newsletter section's content (lists load with the page, without holding it). */
export function NewsletterSettings({ labelledBy }: { labelledBy: string }) {
  const api = useApi();
  const lists = useQuery(newsletterListsQueryOptions(api));
  const subscription = useQuery(newsletterSubscriptionQueryOptions(api));
  const t = useMessages(accountMessages);
  if (lists.isPending || subscription.isPending) {
    return (
      <p className="account-card__text" role="status">
        {t('loadingLists')}
      </p>
    );
  }
  if (lists.isError || subscription.isError) {
    return (
      <div className="form-errors" role="alert">
        <p className="form-errors__title">{t('listsFailed')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void lists.refetch();
            void subscription.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <NewsletterForm lists={lists.data} saved={subscription.data} labelledBy={labelledBy} />;
}

function NewsletterForm({ lists, saved, labelledBy }: { lists: GetNewsletterListsData; saved: NewsletterSubscription; labelledBy: string }) {
  const api = useApi();
  const t = useMessages(accountMessages);
  const words = useFormWords();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(saved.subscribed ? saved.lists : []));
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(updateNewsletterSubscriptionMutation(api));

  function send(ids: number[], done: string) {
    if (save.isPending) return;
    setStatus(null);
    setError(null);
    save.mutate(
      { subscribed: ids.length > 0, lists: ids },
      {
        onSuccess: () => setStatus(done),
        onError: (failure) => setError(failureMessage(failure, t('choicesFailed'), words.failure)),
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = lists.map((l) => l.id).filter((listId) => chosen.has(listId));
    send(ids, t(ids.length > 0 ? 'choicesSaved' : 'noLetter'));
  }

  const subscribedNow = saved.subscribed && saved.lists.length > 0;
  return (
    <form className="account-form" method="post" onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={save.isPending}>
      <FormErrorSummary title={error} errors={[]} />
      <fieldset className="newsletter-lists">
        <legend className="visually-hidden">{t('letters')}</legend>
        {lists.map((list) => {
          const inputId = `${id}-${list.id}`;
          return (
            <div key={list.id} className="newsletter-list">
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className="switch"
                checked={chosen.has(list.id)}
                aria-describedby={list.description ? `${inputId}-description` : undefined}
                onChange={(e) => {
                  setStatus(null);
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(list.id);
                  else next.delete(list.id);
                  setChosen(next);
                }}
              />
              <div>
                <label htmlFor={inputId} className="newsletter-list__name">
                  {list.name}
                </label>
                {list.description ? (
                  <p id={`${inputId}-description`} className="newsletter-list__description">
                    {list.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="account-form__actions">
        <Button type="submit" pending={save.isPending}>
          {t('saveChoices')}
        </Button>
        <Button
          variant="secondary"
          // Unavailable while saving and once unsubscribed, but focusable still: `disabled` dropped
          // the focus of a keyboard user who had just pressed it to the page.
          pending={save.isPending || !subscribedNow}
          onClick={() => {
            setChosen(new Set());
            send([], t('unsubscribed'));
          }}
        >
          {t('unsubscribeAll')}
        </Button>
      </div>
      <SavedStatus message={status} />
    </form>
  );
}
