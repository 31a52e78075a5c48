/**
 * Account deletion (SPEC §6, §7 DELETE /user, §9 "account deletion requests handled within 10
 * business days"): says plainly what is deleted and when, asks for a typed confirmation (the API
 * takes no password for this call, so a password field would check nothing), then deletes and logs
 * out. Two steps: the first button only opens the confirmation; « Annuler » or Escape closes it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { deleteUserMutation } from '@/api/mutations/account';
import { failureMessage } from '@/api/failure-message';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { useLogout } from '@/features/session/use-session';
import { Button } from '@/ui/button';
import { FormErrorSummary, TextField } from '@/ui/form-field';
import { accountMessages } from './messages';

/** The deletion section's content. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const api = useApi();
  const logout = useLogout();
  const t = useMessages(accountMessages);
  const words = useFormWords();
  // The word to type to confirm, in the page's language (« SUPPRIMER », « DELETE »).
  const word = t('confirmWord');
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const remove = useMutation(deleteUserMutation(api));
  // Closing the confirmation removes the button that had the focus (« Annuler ») or the field
  // (Escape): the focus goes back to the button that opened it, not to the top of the page.
  const backToOpener = useRef(false);
  useEffect(() => {
    if (confirming || !backToOpener.current) return;
    backToOpener.current = false;
    document.getElementById(`${id}-open`)?.focus();
  }, [confirming, id]);

  function cancel() {
    backToOpener.current = true;
    setConfirming(false);
    setTyped('');
    setFieldError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || remove.isPending) return;
    event.preventDefault();
    cancel();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    setFailure(null);
    if (typed.trim().toUpperCase() !== word) {
      setFieldError(t('typeToConfirm', { word }));
      document.getElementById(`${id}-confirm`)?.focus();
      return;
    }
    setFieldError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        logout(t('deleted'));
        onDeleted();
      },
      onError: (error) => setFailure(failureMessage(error, t('deleteFailed'), words.failure)),
    });
  }

  return (
    <div className="delete-account">
      <p className="account-card__text">
        {t('deleteText')} <strong>{t('deleteDelay')}</strong>
        {t('deleteTextEnd')}
      </p>
      {confirming ? (
        <form
          className="account-form"
          method="post"
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          noValidate
          aria-labelledby={`${id}-title`}
          aria-busy={remove.isPending}
        >
          <h3 id={`${id}-title`} className="delete-account__title">
            {t('confirmTitle')}
          </h3>
          <FormErrorSummary title={failure} errors={[]} />
          <TextField
            id={`${id}-confirm`}
            // The visitor just asked to delete: take them to the one thing left to do.
            autoFocus
            name="confirmation"
            label={t('confirmLabel', { word })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            error={fieldError}
            onChange={(e) => {
              setTyped(e.target.value);
              setFieldError(null);
            }}
          />
          <div className="account-form__actions">
            <Button type="submit" className="button--danger" pending={remove.isPending}>
              {remove.isPending ? t('deleting') : t('deleteForever')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button id={`${id}-open`} variant="secondary" className="button--danger-outline" onClick={() => setConfirming(true)}>
          {t('deleteAccount')}
        </Button>
      )}
    </div>
  );
}
