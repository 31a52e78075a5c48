import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import { elementsQueryOptions } from '@/api/queries/content';
import { cropText, stripHtml } from '@/lib/crop-text';
import { frenchSpacing } from '@/lib/french-typography';
import { siteDay } from '@/lib/dates';
import { htmlLang } from '@/lib/locale';
import { elementPath } from '@/lib/element-paths';
import { cardGrid } from '@/ui/card-grid';
import { CardImage } from '@/ui/card-image';
import { ElementFacts } from '@/ui/element-facts';
import { EmptyList, ListError, SkeletonGrid } from '@/ui/list-states';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { useUiWords } from '@/features/i18n/use-ui-words';
import type { BlockComponentProps } from '../block-kit';
import { BlockLink } from '../block-link';
import type { ElementListProps } from './props.gen';
import { elementListMessages } from './messages';
import './element-list.css';

/**
 * The query of the list: upcoming elements (start date from today, `gte:` filter of SPEC §7) nearest
 * first, or every element by date. The loader and the component build the same key.
 */
export function elementListQueryOptions(api: ApiClient, props: Pick<ElementListProps, 'when' | 'maxItems'> & { route: string }, today: Date = new Date()) {
  return elementsQueryOptions(api, props.route, {
    nbItem: props.maxItems,
    orderBy: 'startDate',
    ...(props.when === 'upcoming' ? { filters: { startDate: { type: 'superior_or_equal' as const, value: siteDay(today) } } } : {}),
  });
}

/**
 * Workshops and other elements of a collection as cards linking to their page (and registration).
 * Without a collection (a block just added from its example) it says nothing is published yet.
 */
export function ElementList({ props }: BlockComponentProps<ElementListProps>) {
  const titleId = useId();
  const route = props.route;
  const list = useQuery({ ...elementListQueryOptions(useApi(), { ...props, route: route ?? '' }), enabled: Boolean(route) });
  const ui = useUiWords();
  const t = useMessages(elementListMessages);
  const language = htmlLang(useLocale().locale);
  return (
    <section className="vb-elements" aria-labelledby={titleId}>
      <h2 id={titleId} className="vb-title vb-elements__title">
        {props.title ?? t('title')}
      </h2>
      {props.intro ? <p className="vb-lead vb-elements__intro">{props.intro}</p> : null}
      {!route ? (
        <EmptyList>{t('none')}</EmptyList>
      ) : list.isPending ? (
        <SkeletonGrid count={Math.min(props.maxItems, 3)} className={`${cardGrid.list} vb-elements__list`} itemClassName={cardGrid.card} label={t('loading')} />
      ) : list.isError ? (
        <ListError message={t('failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} say={ui} />
      ) : list.data.elements.length === 0 ? (
        <EmptyList>{t(props.when === 'upcoming' ? 'noneUpcoming' : 'none')}</EmptyList>
      ) : (
        <ul className={`${cardGrid.list} vb-elements__list`}>
          {list.data.elements.map((element) => (
            <li key={element.id} className={cardGrid.card}>
              {element.image ? <CardImage className={cardGrid.img} image={element.image} /> : null}
              <div className={`${cardGrid.body} vb-elements__body`}>
                <h3 className={`vb-title ${cardGrid.title}`}>
                  <BlockLink href={elementPath(element)} className={cardGrid.link}>
                    {frenchSpacing(element.name)}
                  </BlockLink>
                </h3>
                <ElementFacts
                  startDate={element.startDate}
                  endDate={element.endDate}
                  location={element.location}
                  price={element.price}
                  remaining={element.remaining}
                  say={ui}
                  language={language}
                />
                {element.summary || element.content ? (
                  <p className={cardGrid.text}>{frenchSpacing(cropText(element.summary?.trim() || stripHtml(element.content ?? '')))}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
