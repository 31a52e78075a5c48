/** The long sections of a product page: its description (CMS HTML) and, for a box, what is inside. */
import { Link } from 'react-router';
import type { Product } from '@/api/generated/types';
import { useFieldLang } from '@/features/i18n/use-i18n';
import { useMessages } from '@/features/i18n/use-messages';
import { productPath } from '@/lib/product-paths';
import { SafeHtml } from '@/ui/safe-html';
import { catalogueMessages } from './messages';
import './product-page.css';

/** A box's products, each once with how many the box holds, in the order of the first of each (the API lists a bottle once per bottle). */
function boxItems(items: readonly Product[]): Array<{ item: Product; count: number }> {
  const counted = new Map<number, { item: Product; count: number }>();
  for (const item of items) {
    const seen = counted.get(item.id);
    if (seen) seen.count += 1;
    else counted.set(item.id, { item, count: 1 });
  }
  return [...counted.values()];
}

/** Description and box contents, each a section named by its heading (ids prefixed by `idPrefix`). */
export function ProductDetails({ product, idPrefix }: { product: Product; idPrefix: string }) {
  const t = useMessages(catalogueMessages);
  // A text the API left in the site's language is shown as written, marked with it (issue 36).
  const fieldLang = useFieldLang();
  return (
    <>
      {product.description ? (
        <section className="product-page__section" aria-labelledby={`${idPrefix}-description`}>
          <h2 id={`${idPrefix}-description`}>{t('description')}</h2>
          <SafeHtml html={product.description} className="product-page__description" lang={fieldLang(product, 'description')} />
        </section>
      ) : null}
      {product.type.type === 'BOX' && product.products && product.products.length > 0 ? (
        <section className="product-page__section" aria-labelledby={`${idPrefix}-box`}>
          <h2 id={`${idPrefix}-box`}>{t('boxContents')}</h2>
          <ul className="product-page__box">
            {boxItems(product.products).map(({ item, count }) => (
              <li key={item.id}>
                <Link to={productPath(item)} lang={fieldLang(item, 'name')}>
                  {count > 1 ? t('boxItems', { count, name: item.name }) : item.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
