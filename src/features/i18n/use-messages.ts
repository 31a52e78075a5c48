/**
 * An area's interface strings in the page's language: `const t = useMessages(cartMessages)` (the book
 * declared with `defineMessages`, src/features/i18n/messages.ts).
 */
import { use, useMemo } from 'react';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { loadMessages, translatorOf, type MessageBook, type TranslateFn } from './messages';
import type { Message } from '@/lib/message-format';
import { useI18n } from './use-i18n';

/**
 * The translate function of `book` in the page's locale (suspends while another locale's chunk loads).
 * The same function while the locale stays, so hooks may list it in their dependencies.
 */
export function useMessages<T extends Readonly<Record<string, Message>>>(book: MessageBook<T>): TranslateFn<T> {
  const { locale } = useI18n();
  const messages = locale === DEFAULT_LOCALE || !(locale in book.loaders) ? book.fr : use(loadMessages(book, locale));
  return useMemo(() => translatorOf<T>(messages, locale), [messages, locale]);
}
