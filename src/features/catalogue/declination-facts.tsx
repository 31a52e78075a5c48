/** What defines the chosen declination (its variations, vintage, capacity, the product's reference) and its stock. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Declination } from '@/api/generated/types';
import { siteInfoQueryOptions } from '@/api/queries/site';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { htmlLang } from '@/lib/locale';
import { catalogueMessages } from './messages';
import { capacityLabel, saysAlready, variationParts } from '@/lib/product-labels';
import { Icon } from '@/ui/icon';

/** The facts list of a declination. */
export function DeclinationFacts({ declination, reference }: { declination: Declination; reference: string | null | undefined }) {
  const t = useMessages(catalogueMessages);
  const parts = variationParts(declination);
  const capacity = capacityLabel(declination, htmlLang(useLocale().locale));
  // A winemaker's year is its wine's « Millésime »; another product's (an oil) its « Récolte ».
  const { data: info } = useQuery(siteInfoQueryOptions(useApi()));
  return (
    <dl className="product-page__facts">
      {parts.map((part) => (
        <div key={part.name}>
          <dt>{part.name}</dt>
          <dd>{part.value}</dd>
        </div>
      ))}
      {declination.year ? (
        <div>
          <dt>{t(info?.isWinemaker ? 'vintageWine' : 'vintage')}</dt>
          <dd>{declination.year}</dd>
        </div>
      ) : null}
      {capacity &&
      !saysAlready(
        parts.map((p) => p.value),
        capacity,
      ) ? (
        <div>
          <dt>{t('capacity')}</dt>
          <dd>{capacity}</dd>
        </div>
      ) : null}
      {reference ? (
        <div>
          <dt>{t('reference')}</dt>
          <dd>{reference}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** "En stock", "Plus que 3 en stock", or sold out (`stock` 0). */
export function StockNote({ stock }: { stock: number }) {
  const t = useMessages(catalogueMessages);
  const soldOut = stock === 0;
  return (
    <p className={`product-page__stock${soldOut ? ' product-page__stock--out' : ''}`}>
      <Icon name={soldOut ? 'circle-exclamation' : 'circle-check'} size="1.1rem" />
      {soldOut ? t('soldOut') : stock <= 5 ? t('lowStock', { count: stock }) : t('inStock')}
    </p>
  );
}
