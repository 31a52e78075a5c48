/** "Idéal pour": the site's meal icons that fit a product (a label sharing a word with one of its tags). */
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '@/features/i18n/use-messages';
import { catalogueMessages } from './messages';
import { useApi } from '@/api/api-context';
import type { MealIcon, Product } from '@/api/generated/types';
import { mealIconsQueryOptions } from '@/api/queries/catalogue';
import { slugify } from '@/lib/slug';
import { Icon, parseIconName } from '@/ui/icon';

/** Meal icons that fit a product: an icon whose label shares a word with one of the product's tags. */
function mealIconsFor(product: Product, icons: readonly MealIcon[]): MealIcon[] {
  const tags = (product.tags ?? []).map((t) => slugify(t)).filter(Boolean);
  return icons.filter((icon) => {
    const label = `-${slugify(icon.label)}-`;
    return tags.some((tag) => label.includes(`-${tag}-`));
  });
}

/** The fitting meal icons, or nothing. */
export function MealIcons({ product }: { product: Product }) {
  const t = useMessages(catalogueMessages);
  const api = useApi();
  // SPEC §4: fetched only when the list is empty — the query is cached for the whole visit.
  const { data: icons } = useQuery(mealIconsQueryOptions(api));
  const fitting = mealIconsFor(product, icons ?? []);
  if (fitting.length === 0) return null;
  return (
    <div className="product-page__meals">
      <p className="product-page__meals-title">{t('idealFor')}</p>
      <ul>
        {fitting.map((icon) => (
          <li key={icon.id}>
            {/* Only icons of the site's inline set; the label says it all otherwise. */}
            {icon.icon && parseIconName(icon.icon).name ? <Icon name={icon.icon} size="1rem" /> : null}
            {icon.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
