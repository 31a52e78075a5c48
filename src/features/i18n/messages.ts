/**
 * Interface strings in the visitor's language (issue 36). Each area keeps its strings beside its code,
 * in a book: one file per locale, French included (`messages.fr-fr.ts`, `messages.en-gb.ts`), each a
 * chunk of its own. A page loads its own language's files of the books it shows, and nothing of the
 * other languages: a French page carries no English, an English page no French.
 *
 * On the server the render waits for the files (prerender waits for every promise) and notes which
 * it used (`MessagesRecorder`): the page names them, and the browser fetches them together with the
 * app's code (src/app/boot.ts), so hydration finds them at once: no extra round trip, nothing
 * re-rendered in another language. In the browser a part that needs a file not loaded yet suspends
 * until it has arrived (during hydration React keeps the server's HTML meanwhile). A file that fails
 * to load is logged (SPEC §8) and French is shown.
 */
import { createContext } from 'react';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { htmlLang } from '@/lib/locale';
import { sayOf, type Message, type Say } from '@/lib/message-format';
import { reportError } from '@/lib/report-error';
import { settledPromise, type SettledPromise } from '@/lib/settled-promise';

/** The texts of a book in another locale: every key of the French texts, any message. */
export type Translation<T> = { readonly [K in keyof T]: Message };

/** A book's file in one locale. */
type LocaleFile<T> = () => Promise<{ default: T | Translation<T> }>;

/** An area's strings: where its files are, and a loader per locale. */
export interface MessageBook<T extends Readonly<Record<string, Message>>> {
  /**
   * The files' path from the project's root without the locale (`src/features/cart/messages`): the
   * French texts are `<path>.fr-fr.ts`, the English `<path>.en-gb.ts`. The server names a page's
   * files by it (Vite's manifest keys); tests/lint/message-books.test.ts checks it.
   */
  readonly path: string;
  readonly loaders: Readonly<Record<string, LocaleFile<T>>>;
}

/** A translate function over one book, for one locale. */
export type TranslateFn<T> = Say<T>;

/**
 * Declares an area's book (nothing is loaded until a page uses it): its path and one loader per
 * locale, the default's first (`src/features/cart/messages.ts`: the path `src/features/cart/messages`,
 * `fr_FR` importing `./messages.fr-fr`, `en_GB` `./messages.en-gb`).
 */
export function defineMessages<T extends Readonly<Record<string, Message>>>(
  path: string,
  loaders: { readonly fr_FR: () => Promise<{ default: T }> } & Readonly<Record<string, LocaleFile<T>>>,
): MessageBook<T> {
  return { path, loaders };
}

/** The file name of `path` in `locale` (`en_GB` → `<path>.en-gb.ts`). */
export function bookFile(path: string, locale: string): string {
  return `${path}.${locale.toLowerCase().replace('_', '-')}.ts`;
}

/**
 * Where the server notes the files a page's render used (null in the browser): `bookFile` names,
 * which the server turns into the page's list of files to fetch with the app.
 */
export const MessagesRecorder = createContext<((file: string) => void) | null>(null);

/** Texts already loaded: `use()` reads a promise's `status` and `value` and does not suspend again. */
type Loaded = SettledPromise<Readonly<Record<string, Message>>>;

/**
 * Loads in flight or done, per book and locale. Bounded (books × locales, all known at build time)
 * and the same for every tenant: the strings are the app's, not a site's.
 */
const loads = new WeakMap<object, Map<string, Loaded>>();

/** The locale whose file a page in `locale` reads: its own, or the default's when the book has none. */
export function bookLocale(book: MessageBook<Readonly<Record<string, Message>>>, locale: string): string {
  return locale in book.loaders ? locale : DEFAULT_LOCALE;
}

/**
 * The texts of `book` in `locale` (the default's when the book has no file for it; French if the
 * file fails to load; as a last resort none, and the keys show).
 */
export function loadMessages<T extends Readonly<Record<string, Message>>>(book: MessageBook<T>, locale: string): Promise<Readonly<Record<string, Message>>> {
  let byLocale = loads.get(book);
  if (!byLocale) {
    byLocale = new Map();
    loads.set(book, byLocale);
  }
  const wanted = bookLocale(book, locale);
  let load = byLocale.get(wanted);
  if (!load) {
    const loader = book.loaders[wanted] ?? book.loaders.fr_FR;
    const loading: Loaded = settledPromise(
      (loader ? loader() : Promise.reject(new Error(`no file for ${wanted}`))).then(
        (module) => module.default,
        (error: unknown) => {
          reportError(error, { where: 'locale file', locale: wanted, fallback: DEFAULT_LOCALE });
          return wanted === DEFAULT_LOCALE ? {} : loadMessages(book, DEFAULT_LOCALE);
        },
      ),
    );
    load = loading;
    byLocale.set(wanted, load);
  }
  return load;
}

/** A translate function over `messages`, writing numbers and plurals as `locale`'s language does. */
export function translatorOf<T>(messages: Readonly<Record<string, Message>>, locale: string): TranslateFn<T> {
  return sayOf(messages, htmlLang(locale));
}
