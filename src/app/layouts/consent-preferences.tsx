/**
 * The "Personnaliser" dialog, a lazy chunk: the tool catalogue (purposes, recipients, cookies and
 * durations) loads only when the visitor opens it.
 */
import { CONSENT_TEXT, EMBED_PROVIDER_NAMES } from '@/features/consent/consent-text';
import { PREFERENCES_TEXT } from '@/features/consent/preferences-text';
import { TOOL_DETAILS } from '@/features/consent/tool-catalogue';
import { TOOL_NAMES } from '@/features/consent/tools';
import { useConsent } from '@/features/consent/use-consent';
import { ConsentDialog } from '@/ui/consent-dialog';

/** The dialog, fed by the consent state: each box shows the current answer (unticked when never asked). */
export default function ConsentPreferences() {
  const consent = useConsent();
  const { state } = consent;
  const tools = state.tools.map((tool) => ({
    id: tool,
    name: TOOL_NAMES[tool],
    provider: TOOL_DETAILS[tool].provider,
    purpose: TOOL_DETAILS[tool].purpose,
    cookies: TOOL_DETAILS[tool].cookies,
    checked: consent.canTrack(tool),
    note: state.exempt.includes(tool) ? PREFERENCES_TEXT.exemptNote : undefined,
  }));
  const embeds = (state.choice?.embeds ?? []).map((id) => ({ id, name: EMBED_PROVIDER_NAMES[id] ?? id }));
  return (
    <ConsentDialog
      labels={{
        title: PREFERENCES_TEXT.dialogTitle,
        intro: PREFERENCES_TEXT.dialogIntro,
        cookies: PREFERENCES_TEXT.cookies,
        noCookie: PREFERENCES_TEXT.noCookie,
        acceptPrefix: PREFERENCES_TEXT.acceptPrefix,
        embedsTitle: PREFERENCES_TEXT.embedsTitle,
        embedsIntro: PREFERENCES_TEXT.embedsIntro,
        save: PREFERENCES_TEXT.save,
        acceptAll: CONSENT_TEXT.acceptAll,
        refuseAll: CONSENT_TEXT.refuseAll,
        close: PREFERENCES_TEXT.closeDialog,
      }}
      tools={tools}
      embeds={embeds}
      onSave={(answers, kept) => consent.save(Object.fromEntries(state.tools.map((tool) => [tool, answers[tool] === true])), kept)}
      onAcceptAll={consent.acceptAll}
      onRefuseAll={consent.refuseAll}
      onClose={consent.closePreferences}
    />
  );
}
