/** The site parameters the cart reads (SPEC §3 Parameter flags and shipping minimums). */
import { indexParameters, parameterBoolean, parameterNumber, type ParameterLike } from '@/lib/parameters';
import { expeditionLimits, type ExpeditionLimits, type FreeShippingMinimums } from './cart-rules';

/** Cart-related settings of the site. */
export interface CartSettings {
  useStock: boolean;
  seeCartOnHover: boolean;
  freeShipping: FreeShippingMinimums;
  expedition: ExpeditionLimits;
}

/** Reads the cart settings; missing parameters mean "off" / "no minimum". */
export function cartSettings(parameters: readonly ParameterLike[] | undefined): CartSettings {
  const index = indexParameters(parameters ?? []);
  return {
    useStock: parameterBoolean(index, 'USE_PRODUCT_STOCK'),
    seeCartOnHover: parameterBoolean(index, 'SEE_CART_ON_HOVER'),
    freeShipping: { bottles: parameterNumber(index, 'FREE_SHIPPING_MIN_BOTTLES'), price: parameterNumber(index, 'FREE_SHIPPING_MIN_PRICE') },
    expedition: expeditionLimits(parameters),
  };
}
