/**
 * The rjsf setup (rjsf-setup.ts) in the page's language: the same object while the locale stays, so
 * rjsf and the validator keep their caches (suspends while another locale's words load).
 */
import { useMemo } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { useMessages } from '@/features/i18n/use-messages';
import { htmlLang } from '@/lib/locale';
import { formsMessages } from './messages';
import { rjsfSetup } from './rjsf-setup';

/** `<Form {...useRjsfSetup()} schema={…} …>`. */
export function useRjsfSetup(): ReturnType<typeof rjsfSetup> {
  const say = useMessages(formsMessages);
  const { locale } = useI18n();
  return useMemo(() => rjsfSetup({ say, language: htmlLang(locale) }), [say, locale]);
}
