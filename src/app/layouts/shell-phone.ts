/**
 * The site's phone as the shell shows it — the header's top bar, the phone's top bar, the menu and the
 * footer: one text, one `tel:` link, one « Appeler le … » name, so no part writes it its own way
 * (the footer computed its text apart from the header's). As a visitor dials it from the page's
 * language: « 02 51 33 47 82 » in French, “+33 2 51 33 47 82” in English (src/lib/phone.ts).
 */
import { useI18n } from '@/features/i18n/use-i18n';
import { htmlLang } from '@/lib/locale';
import { phoneText, telHref } from '@/lib/phone';

/** The phone's words and link, for the shell's parts. */
export interface ShellPhone {
  /** The number as the page's language writes it. */
  text: string;
  /** Its `tel:` URL. */
  href: string;
  /** The link's name when the number is not all it says (an icon alone, a line with more words): « Appeler le 02 51 33 47 82 ». */
  callLabel: string;
}

/** The site's phone as the shell shows it, or null when the site gives none. */
export function useShellPhone(phone: string | null | undefined): ShellPhone | null {
  const { t, locale } = useI18n();
  if (!phone) return null;
  const text = phoneText(phone, htmlLang(locale));
  return { text, href: telHref(phone), callLabel: t('footer.call', { phone: text }) };
}
