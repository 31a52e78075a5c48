/** The choice among a product's declinations (size, vintage…): one radio each, with its price and "épuisé". */
import type { Declination, Product } from '@/api/generated/types';
import { usePrice } from '@/features/i18n/use-price';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { htmlLang } from '@/lib/locale';
import { catalogueMessages } from './messages';
import { discountedPrice } from '@/features/cart/cart-rules';
import { declinationLabel } from '@/lib/product-labels';

/** Props of {@link DeclinationChoice}. */
export interface DeclinationChoiceProps {
  product: Product;
  /** What the choice is about ("contenance", "millésime"…), lower case; "version" when unknown. */
  subject: string;
  selectedId: number | null;
  /** Stock counts (USE_PRODUCT_STOCK): a declination with none left is marked "épuisé". */
  useStock: boolean;
  /** Radio group name (unique on the page). */
  name: string;
  onChoose: (declination: Declination) => void;
}

/** The declination fieldset. */
export function DeclinationChoice({ product, subject, selectedId, useStock, name, onChoose }: DeclinationChoiceProps) {
  const t = useMessages(catalogueMessages);
  const formatPrice = usePrice();
  const language = htmlLang(useLocale().locale);
  return (
    <fieldset className="product-page__declinations">
      <legend>{t('choose', { subject })}</legend>
      {product.declinations.map((d) => (
        <label key={d.id} className="product-page__declination">
          <input type="radio" name={name} value={d.id} checked={d.id === selectedId} onChange={() => onChoose(d)} />
          <span className="product-page__declination-label">{declinationLabel(d, language) || t('version', { id: String(d.id) })}</span>
          <span className="product-page__declination-price">{formatPrice(discountedPrice(d.price, d.discount ?? product.discount))}</span>
          {useStock && d.quantity <= 0 ? <span className="product-page__declination-out">{t('soldOutShort')}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
