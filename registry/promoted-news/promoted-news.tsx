import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { News } from '@/api/generated/types';
import { promotedNewsQueryOptions } from '@/api/queries/content';
import { parametersQueryOptions } from '@/api/queries/site';
import { cropText, stripHtml } from '@/lib/crop-text';
import { useFieldLang, useI18n } from '@/features/i18n/use-i18n';
import { formatDayIn } from '@/lib/dates-in';
import { htmlLang } from '@/lib/locale';
import { frenchSpacing } from '@/lib/french-typography';
import { indexParameters, parameterString, type ParameterLike } from '@/lib/parameters';
import { cardGrid } from '@/ui/card-grid';
import { CardImage } from '@/ui/card-image';
import type { BlockComponentProps } from '../block-kit';
import { BlockLink } from '../block-link';
import type { PromotedNewsProps } from './props.gen';
import './promoted-news.css';

/** The two looks of the promoted news item. */
export type PromotedNewsStyle = 'banner' | 'card';

/**
 * The style to use: the block's own choice, else the site's `PROMOTED_NEWS_STYLE` parameter
 * (`BANNER` or `CARD`, any case); a missing or unknown value is the banner.
 */
export function promotedNewsStyle(choice: PromotedNewsProps['style'], parameters: readonly ParameterLike[] | undefined): PromotedNewsStyle {
  if (choice === 'banner' || choice === 'card') return choice;
  return parameterString(indexParameters(parameters ?? []), 'PROMOTED_NEWS_STYLE')
    ?.trim()
    .toUpperCase() === 'CARD'
    ? 'card'
    : 'banner';
}

/** The item to show: the newest promoted one, from the list or from the response's `promoted` field. */
function promotedItem(data: { news: News[]; promoted?: News | null } | undefined): News | null {
  return data?.news[0] ?? data?.promoted ?? null;
}

/**
 * The promoted news item, as a full-width banner or a card. It is an announcement, not a list: while
 * it loads it keeps its room, and when there is none (or the call fails) the block shows nothing.
 */
export function PromotedNews({ props }: BlockComponentProps<PromotedNewsProps>) {
  const titleId = useId();
  const api = useApi();
  const promoted = useQuery(promotedNewsQueryOptions(api));
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const style = promotedNewsStyle(props.style, parameters);
  const item = promotedItem(promoted.data);
  const { t, locale } = useI18n();
  const language = htmlLang(locale);
  // A text the API left in the site's language is shown as written, marked with it (issue 36).
  const fieldLang = useFieldLang();
  if (promoted.isPending) {
    return (
      <div className={`vb-promo vb-promo--${style} vb-promo--loading`} role="status">
        <span className="vb-visually-hidden">{t('news.loading')}</span>
      </div>
    );
  }
  if (!item) return null;
  const text = item.summary?.trim() || cropText(stripHtml(item.content ?? ''), 160);
  const textLang = fieldLang(item, item.summary?.trim() ? 'summary' : 'content');
  return (
    <section className={`vb-promo vb-promo--${style}`} aria-labelledby={titleId}>
      <div className="vb-promo__inner">
        {item.image ? <CardImage className={`${cardGrid.img} vb-promo__img`} image={item.image} /> : null}
        <div className="vb-promo__body">
          <p className="vb-eyebrow vb-promo__label">
            {props.label ?? t('news.featured')} · <time dateTime={item.date}>{formatDayIn(language, item.date)}</time>
          </p>
          <h2 id={titleId} className="vb-title vb-promo__title" lang={fieldLang(item, 'title')}>
            {frenchSpacing(item.title)}
          </h2>
          {text ? (
            <p className="vb-promo__text" lang={textLang}>
              {frenchSpacing(text)}
            </p>
          ) : null}
          {item.link ? (
            <BlockLink href={item.link} className="vb-button vb-button--primary vb-promo__link">
              {props.linkLabel ?? t('news.more')}
              <span className="vb-visually-hidden">{t('link.of', { title: item.title })}</span>
            </BlockLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
