/**
 * Prices in the page's language. A module of its own: the shell's parts, which an islands page
 * hydrates (src/app/islands/main.tsx), read the page's language through ./use-i18n.tsx and never a
 * price, so the money formatting stays out of their chunk.
 */
import { htmlLang } from '@/lib/locale';
import { formatEurosIn } from '@/lib/money';
import { useLocale } from './use-locale';

/** Prices as the page's language writes them (`14,90 €`, `€14.90`). */
export function usePrice(): (amount: number) => string {
  const language = htmlLang(useLocale().locale);
  return (amount) => formatEurosIn(language, amount);
}
