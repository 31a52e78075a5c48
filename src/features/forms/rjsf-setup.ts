/**
 * The one rjsf setup every rjsf `Form` spreads (the public forms, the admin's block form): the
 * eval-free validator, rjsf's strings, the shared templates and widgets, no browser validation
 * bubbles, and the page's words for the templates (`formContext`). `<Form {...useRjsfSetup()} …>`.
 */
import { englishStringTranslator, type TranslatableString } from '@rjsf/utils';
import type { Say } from '@/lib/message-format';
import { translateFr } from '@/ui/rjsf/french-strings';
import { rjsfTemplates, rjsfWidgets } from '@/ui/rjsf/templates';
import type { RjsfContext } from '@/ui/rjsf/words';
import type { formsFr } from './messages';
import { createFormValidator } from './rjsf-validator';

/** rjsf's own strings per language: French ours, English rjsf's (its default for any other). */
const RJSF_STRINGS: Readonly<Record<string, (key: TranslatableString, params?: string[]) => string>> = { fr: translateFr };

/** The props of {@link rjsfSetup}: the forms' words and the language they are in (`fr`, `en`). */
export interface RjsfMessages {
  say: Say<typeof formsFr>;
  language: string;
}

/** The rjsf props that make a form Vitrine's, in the language of `messages`. */
export function rjsfSetup({ say, language }: RjsfMessages) {
  const formContext: RjsfContext = { say };
  return {
    validator: createFormValidator(say),
    translateString: RJSF_STRINGS[language] ?? englishStringTranslator,
    templates: rjsfTemplates,
    widgets: rjsfWidgets,
    noHtml5Validate: true,
    formContext,
  };
}
