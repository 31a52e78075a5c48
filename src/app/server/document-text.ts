/**
 * The words of the server's own answers, outside the app (issue 36): the `<noscript>` line of
 * index.html, the page that answers a form posted before the page's code took it over, the request
 * guard's refusals (400, 405, 414, 431), the title and plain page of a page the server cannot
 * build (500, 503: error-document.ts) and the pages of a site under construction or suspended, each in the page's language (its path's prefix). Server code only, so every language is here at once (nothing reaches a
 * browser's JavaScript). The French noscript line is index.html's own (a test keeps them equal).
 */
import { DEFAULT_LOCALE } from '@/lib/constants';
import { detectLocale, htmlLang } from '@/lib/locale';
import { sayOf, type Say } from '@/lib/message-format';
import enGB from './document-text.en-gb';
import { escapeHtml } from './state';

/** The French texts (the type every translation follows). */
export const documentFr = {
  noscript: 'Ce site a besoin de JavaScript pour s’afficher. Activez-le dans votre navigateur.',
  earlyTitle: 'Formulaire non envoyé',
  earlyText: 'Le formulaire a été envoyé avant la fin du chargement de la page : rien n’a été transmis.',
  earlyBack: 'Revenir au formulaire',
  earlyAgain: 'et l’envoyer à nouveau une fois la page chargée.',
  // The refusals of request-guard.ts (plain text)
  refusedHost: 'Requête refusée : en-tête Host invalide.',
  refusedCookies: 'Requête refusée : cookies trop volumineux.',
  refusedLong: 'Requête refusée : adresse trop longue.',
  refusedEncoding: 'Requête refusée : adresse mal encodée.',
  refusedPath: 'Requête refusée : chemin invalide.',
  refusedMethod: 'Méthode non autorisée.',
  // A page the server cannot build (error-document.ts): its title, and the plain page of last resort
  unavailableTitle: 'Site momentanément indisponible',
  failedTitle: 'Un souci technique est survenu',
  errorStatus: 'Erreur {status}',
  errorText: 'Un souci technique nous empêche d’afficher cette page. Réessayez dans un instant.',
  errorReference: 'Référence de l’incident : ',
  errorHome: 'Retour à l’accueil',
  // A site of the directory being built (`building`) or suspended (site-directory.ts)
  buildingTitle: 'Site en construction',
  buildingText: 'Ce site est en cours de création. Revenez bientôt\u202f!',
  buildingAdmin: 'Vous administrez ce site\u202f?',
  buildingSignIn: 'Connectez-vous pour le voir',
  suspendedTitle: 'Site indisponible',
  suspendedText: 'Ce site n’est plus accessible à cette adresse.',
} as const;

/** One language's texts. */
export type DocumentTexts = Readonly<Record<keyof typeof documentFr, string>>;

/** Each language's texts, the default first. */
const TEXTS: Readonly<Record<string, DocumentTexts>> = { [DEFAULT_LOCALE]: documentFr, en_GB: enGB };

/** The document's words in `locale` (French for a locale it has no words for), and the `lang` they are in. */
export function documentWords(locale: string): { say: Say<DocumentTexts>; lang: string } {
  const known = locale in TEXTS ? locale : DEFAULT_LOCALE;
  return { say: sayOf(TEXTS[known] ?? documentFr, htmlLang(known)), lang: htmlLang(known) };
}

/**
 * The language of a path's prefix (`/en/…` → en_GB) among `locales` (a site's, its default first;
 * the document's languages when not said), else the first of them.
 */
export function documentLocaleOf(path: string, locales: readonly string[] = Object.keys(TEXTS)): string {
  return detectLocale({ pathname: path, cookieLocale: null, browserLanguages: [], supported: [...locales] }).locale;
}

const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

/** The template's part holding the `<noscript>` line, that line in `locale`'s words (unchanged for the default locale). */
export function localizedNoscript(html: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(NOSCRIPT, `<noscript>${escapeHtml(documentWords(locale).say('noscript'))}</noscript>`);
}
