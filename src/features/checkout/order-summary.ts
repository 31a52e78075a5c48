/** Words for what was ordered and how it travels: shared by the review and the confirmation page. */
import type { AccessPoint, Carrier, CompanyAddress } from '@/api/generated/types';
import { lineDeclination, lineUnitPrice } from '@/features/cart/cart-rules';
import type { UseCart } from '@/features/cart/use-cart';
import { declinationLabel } from '@/lib/product-labels';
import type { CheckoutSay } from './checkout-steps';
import { formatDate, formatTime } from './pickup-dates';

/** One line as shown in a summary. */
export interface SummaryLine {
  id: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

/**
 * The lines of the cart with their name (product + the declination as the cart names it: variations,
 * vintage, capacity, its number as `language` writes it) and catalogue unit price: two vintages of
 * one wine are two different lines.
 */
export function summaryLines(lines: UseCart['state']['lines'], language = 'fr'): SummaryLine[] {
  return lines.map((line) => {
    const d = lineDeclination(line);
    const label = d ? declinationLabel(d, language) : '';
    return {
      id: line.id,
      name: label ? `${line.product.name} — ${label}` : line.product.name,
      quantity: line.quantity,
      unitPrice: lineUnitPrice(line),
    };
  });
}

/**
 * How the order travels, as lines of text (the carrier, the relay, the pickup slot…).
 * `carrier` is the chosen carrier as the shipping calculation names it (the cart keeps only its id).
 * A carrier is named as the site names it, alone: its name already says how it travels
 * (« Colissimo — livraison à domicile », « Mondial Relay — point relais »), and « Livraison à domicile : »
 * before it said the mode twice. The mode's own words only stand in for a carrier not known (yet).
 */
export function deliverySummary(
  state: Pick<UseCart['state'], 'deliveryType' | 'accessPointAddress' | 'clickAndCollect'>,
  places: readonly CompanyAddress[] | undefined,
  carrier: Carrier | null,
  say: Pick<CheckoutSay, 'checkout' | 'language'>,
): string[] {
  const t = say.checkout;
  const relay = (p: AccessPoint) => `${p.name}, ${p.addLine1}, ${p.zipCode} ${p.city}`;
  const name = carrier?.name.trim() ?? '';
  switch (state.deliveryType) {
    case 'delivery':
      if (carrier?.deliveryType === 'PICKUP' && state.accessPointAddress) return [name || t('summaryRelay'), relay(state.accessPointAddress)];
      return [name || t('summaryHome')];
    case 'clickAndCollect': {
      const cc = state.clickAndCollect;
      const place = places?.find((p) => p.id === cc?.idAddress);
      const slot = place?.schedules?.find((s) => s.id === cc?.idSchedule);
      return [
        t('summaryCollect'),
        place ? `${place.name}, ${place.address}, ${place.postalCode} ${place.city}` : '',
        cc?.date
          ? slot
            ? t('summaryOnBetween', {
                date: formatDate(cc.date, say.language),
                start: formatTime(slot.start, say.language),
                end: formatTime(slot.end, say.language),
              })
            : t('summaryOn', { date: formatDate(cc.date, say.language) })
          : '',
      ].filter(Boolean);
    }
    case 'no_delivery':
      return [t('summaryNoDelivery')];
    default:
      return [];
  }
}
