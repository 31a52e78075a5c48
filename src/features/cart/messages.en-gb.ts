/** The cart's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { cartFr } from './messages';

const enGB: Translation<typeof cartFr> = {
  title: 'My basket',
  metaDescription: 'Your basket: quantities, promo code and order.',
  loading: 'Loading your basket…',
  empty: 'Your basket is empty.',
  discover: 'Browse the shop',
  items: { one: '{count} item', other: '{count} items' },
  continue: 'Continue shopping',
  clear: 'Empty the basket',
  close: 'Close the basket',
  subtotal: 'Subtotal',
  seeAndOrder: 'View my basket and order',
  unitPrice: '{price} each',
  soldBy: ' · sold in multiples of {step}',
  outOfStock: 'Out of stock',
  lowStock: 'Only {stock} left in stock',
  quantityOf: 'Quantity of {name}',
  decrease: 'Remove {step}: {name}',
  increase: 'Add {step}: {name}',
  quantity: 'Quantity: {quantity}',
  remove: 'Remove',
  removeLabel: 'Remove {name} from the basket',
  summary: 'Summary',
  discount: 'Discount',
  delivery: 'Delivery',
  deliveryFree: 'Free',
  deliveryLater: 'At the next step',
  total: 'Total',
  freeReached: 'Delivery is free.',
  freeBottles: { one: '{count} bottle', other: '{count} bottles' },
  freeAmount: '{amount} more',
  freeOr: ' or ',
  freeMissing: 'Just {missing} to go for free delivery.',
  code: 'Promo code',
  apply: 'Apply',
  codeApplied: 'Code {code} applied.',
  removeCode: 'Remove the code',
  checking: 'Checking your basket…',
  order: 'Checkout',
  expeditionAbove: {
    one: 'A shipment holds at most {limit} item: your basket has {items}. Remove {extra} to have it delivered, or choose collection.',
    other: 'A shipment holds at most {limit} items: your basket has {items}. Remove {extra} to have it delivered, or choose collection.',
  },
  expeditionBelow: {
    one: 'A shipment holds at least {limit} item: add {missing} more to have it delivered, or choose collection.',
    other: 'A shipment holds at least {limit} items: add {missing} more to have it delivered, or choose collection.',
  },
};

export default enGB;
