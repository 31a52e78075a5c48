/**
 * The "Personnaliser" dialog, a lazy chunk: the tool catalogue (purposes, recipients, cookies and
 * durations) loads only when the visitor opens it.
 */
import { CONSENT_TEXT, EMBED_PROVIDER_NAMES } from '@/features/consent/consent-text';
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
    note: state.exempt.includes(tool) ? CONSENT_TEXT.exemptNote : undefined,
  }));
  const embeds = (state.choice?.embeds ?? []).map((id) => ({ id, name: EMBED_PROVIDER_NAMES[id] ?? id }));
  return (
    <ConsentDialog
      labels={{
        title: CONSENT_TEXT.dialogTitle,
        intro: CONSENT_TEXT.dialogIntro,
        cookies: CONSENT_TEXT.cookies,
        noCookie: CONSENT_TEXT.noCookie,
        acceptPrefix: CONSENT_TEXT.acceptPrefix,
        embedsTitle: CONSENT_TEXT.embedsTitle,
        embedsIntro: CONSENT_TEXT.embedsIntro,
        save: CONSENT_TEXT.save,
        acceptAll: CONSENT_TEXT.acceptAll,
        refuseAll: CONSENT_TEXT.refuseAll,
        close: CONSENT_TEXT.closeDialog,
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
