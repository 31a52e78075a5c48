/** The checkout's book (issue 36): one file per language (messages.fr-fr.ts, messages.en-gb.ts), each a chunk of its own. */
import { cartMessages } from '@/features/cart/messages';
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { defineMessages } from '@/features/i18n/messages';
import { useI18n } from '@/features/i18n/use-i18n';
import { useMessages } from '@/features/i18n/use-messages';
import { htmlLang } from '@/lib/locale';
import type { CheckoutSay } from './checkout-steps';
import type { checkoutFr } from './messages.fr-fr';

/** The checkout's book: one file per language (French, English), each a chunk of its own. */
export const checkoutMessages = defineMessages('src/features/checkout/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

/** The checkout's, the cart's and the field rules' words in the page's language, as the steps and the resolver write them. */
export function useCheckoutSay(): CheckoutSay {
  const language = htmlLang(useI18n().locale);
  return { language, checkout: useMessages(checkoutMessages), cart: useMessages(cartMessages), fields: useFieldMessages() };
}

export type { checkoutFr };
