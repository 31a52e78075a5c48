/**
 * The words of the HTML document itself, outside the app: the `<noscript>` line of index.html, said
 * in each page's language (issue 36). The French text is index.html's own (a test keeps them equal);
 * another locale's is a chunk the server loads for that locale's pages.
 */
import { defineMessages, loadMessages, translatorOf } from '@/features/i18n/messages';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { escapeHtml } from './state';

/** The French texts (the type every translation follows), as index.html writes them. */
export const documentFr = {
  noscript: 'Ce site a besoin de JavaScript pour s’afficher. Activez-le dans votre navigateur.',
} as const;

/** The book: French here, English in its own chunk. */
export const documentMessages = defineMessages(documentFr, { en_GB: () => import('./document-text.en-gb') });

const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

/** The template's part holding the `<noscript>` line, that line in `locale`'s words (unchanged for the default locale). */
export async function localizedNoscript(html: string, locale: string): Promise<string> {
  if (locale === DEFAULT_LOCALE || !NOSCRIPT.test(html)) return html;
  const say = translatorOf<typeof documentFr>(await loadMessages(documentMessages, locale), locale);
  return html.replace(NOSCRIPT, `<noscript>${escapeHtml(say('noscript'))}</noscript>`);
}
