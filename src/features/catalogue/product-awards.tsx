/** "Distinctions" ("Awards" in English): the medals and awards of a product (loaded beside the page, never holding it). */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { awardsQueryOptions } from '@/api/queries/catalogue';
import { useMessages } from '@/features/i18n/use-messages';
import { catalogueMessages } from './messages';
import './product-page.css';

/** The awards section, or nothing while loading or when there is none. Its pictures are lazy: below the product's, never competing with it. */
export function ProductAwards({ productId }: { productId: number }) {
  const api = useApi();
  const { data: awards } = useQuery(awardsQueryOptions(api, productId));
  const t = useMessages(catalogueMessages);
  if (!awards || awards.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-awards">
      <h2 id="product-awards">{t('awards')}</h2>
      <ul className="product-page__awards">
        {awards.map((award) => (
          <li key={award.id}>
            {award.image ? <img src={award.image.url} alt="" width={56} height={56} loading="lazy" decoding="async" /> : null}
            <span>
              {award.name}
              {award.year ? ` (${award.year})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
