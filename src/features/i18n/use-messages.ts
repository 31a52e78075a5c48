/**
 * An area's interface strings in the page's language: `const t = useMessages(cartMessages)` (the book
 * declared with `defineMessages`, src/features/i18n/messages.ts). The one way to read a string.
 */
import { use, useMemo } from 'react';
import { bookFile, bookLocale, loadMessages, MessagesRecorder, translatorOf, type MessageBook, type TranslateFn } from './messages';
import type { Message } from '@/lib/message-format';
import { StaticPart } from '@/ui/static-part';
import { useLocale } from './use-locale';

/**
 * The translate function of `book` in the page's locale (suspends while its file loads; on the
 * server, notes the file for the page's list unless the part is static). The same function while the locale stays, so hooks
 * may list it in their dependencies.
 */
export function useMessages<T extends Readonly<Record<string, Message>>>(book: MessageBook<T>): TranslateFn<T> {
  const { locale } = useLocale();
  // Noted unless the part is static (the browser keeps its HTML and never reads its strings).
  const record = use(MessagesRecorder);
  if (record && !use(StaticPart)) record(bookFile(book.path, bookLocale(book, locale)));
  const messages = use(loadMessages(book, locale));
  return useMemo(() => translatorOf<T>(messages, locale), [messages, locale]);
}
