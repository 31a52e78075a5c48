/**
 * The "Personnaliser" dialog, a lazy chunk: the tool catalogue (purposes, recipients, cookies and
 * durations) loads only when the visitor opens it.
 */
import { consentMessages, EMBED_PROVIDER_NAMES } from '@/features/consent/consent-text';
import { preferencesMessages } from '@/features/consent/preferences-text';
import { useMessages } from '@/features/i18n/use-messages';
import { TOOL_DETAILS } from '@/features/consent/tool-catalogue';
import { TOOL_NAMES } from '@/features/consent/tools';
import { useConsent } from '@/features/consent/use-consent';
import { ConsentDialog } from '@/ui/consent-dialog';

/** The dialog, fed by the consent state: each box shows the current answer (unticked when never asked). */
export default function ConsentPreferences() {
  const consent = useConsent();
  const t = useMessages(preferencesMessages);
  const banner = useMessages(consentMessages);
  const { state } = consent;
  const tools = state.tools.map((tool) => ({
    id: tool,
    name: TOOL_NAMES[tool],
    provider: t(`${tool}.provider`),
    purpose: t(`${tool}.purpose`),
    cookies: TOOL_DETAILS[tool].cookies.map(({ name, lasts }) => ({ name, duration: t(lasts.unit, { count: lasts.count }) })),
    checked: consent.canTrack(tool),
    note: state.exempt.includes(tool) ? t('exemptNote') : undefined,
  }));
  const embeds = (state.choice?.embeds ?? []).map((id) => ({ id, name: EMBED_PROVIDER_NAMES[id] ?? id }));
  return (
    <ConsentDialog
      labels={{
        title: t('dialogTitle'),
        intro: t('dialogIntro'),
        cookies: t('cookies'),
        noCookie: t('noCookie'),
        acceptPrefix: t('acceptPrefix'),
        embedsTitle: t('embedsTitle'),
        embedsIntro: t('embedsIntro'),
        save: t('save'),
        acceptAll: banner('acceptAll'),
        refuseAll: banner('refuseAll'),
        close: t('closeDialog'),
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
