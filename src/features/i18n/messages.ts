/**
 * Interface strings in the visitor's language (issue 36). Each area keeps its strings beside its code,
 * in a book: the French texts (bundled with the code that shows them, as before) and, for every other
 * locale, a loader of its own chunk. A page in English loads the English chunks of what it shows and
 * nothing of the other languages; a French page loads no translation at all.
 *
 * On the server the render waits for the chunk (prerender waits for every promise); in the browser the
 * part that needs it suspends until it has arrived (during hydration React keeps the server's HTML
 * meanwhile). A chunk that fails to load is logged (SPEC §8) and French is shown.
 */
import { DEFAULT_LOCALE } from '@/lib/constants';
import { htmlLang } from '@/lib/locale';
import { sayOf, type Message, type Say } from '@/lib/message-format';
import { reportError } from '@/lib/report-error';

/** The texts of a book in another locale: every key of the French texts, any message. */
export type Translation<T> = { readonly [K in keyof T]: Message };

/** An area's strings: French, and a loader per other locale (`en_GB: () => import('./messages.en-gb')`). */
export interface MessageBook<T extends Readonly<Record<string, Message>>> {
  readonly fr: T;
  readonly loaders: Readonly<Record<string, () => Promise<{ default: Translation<T> }>>>;
}

/** A translate function over one book, for one locale. */
export type TranslateFn<T> = Say<T>;

/** Declares an area's book (nothing is loaded until a page in another locale uses it). */
export function defineMessages<T extends Readonly<Record<string, Message>>>(fr: T, loaders: MessageBook<T>['loaders']): MessageBook<T> {
  return { fr, loaders };
}

/**
 * Loads in flight or done, per book and locale. Bounded (books × locales, all known at build time)
 * and the same for every tenant: the strings are the app's, not a site's.
 */
const loads = new WeakMap<object, Map<string, Promise<Readonly<Record<string, Message>>>>>();

/** The texts of `book` in `locale`: French for French, else its chunk (French if it fails to load). */
export function loadMessages<T extends Readonly<Record<string, Message>>>(book: MessageBook<T>, locale: string): Promise<Readonly<Record<string, Message>>> {
  let byLocale = loads.get(book);
  if (!byLocale) {
    byLocale = new Map();
    loads.set(book, byLocale);
  }
  let load = byLocale.get(locale);
  if (!load) {
    const loader = book.loaders[locale];
    load = loader
      ? loader().then(
          (module) => module.default,
          (error: unknown) => {
            reportError(error, { where: 'locale file', locale, fallback: DEFAULT_LOCALE });
            return book.fr;
          },
        )
      : Promise.resolve(book.fr);
    byLocale.set(locale, load);
  }
  return load;
}

/** A translate function over `messages`, writing numbers and plurals as `locale`'s language does. */
export function translatorOf<T>(messages: Readonly<Record<string, Message>>, locale: string): TranslateFn<T> {
  return sayOf(messages, htmlLang(locale));
}
