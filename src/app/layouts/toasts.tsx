/**
 * The page's toasts (SPEC §9), a part of the shell (./shell-parts.tsx), so that a block island's toast
 * (the product offers' « ajouté au panier ») has its region on a page the islands entry started too:
 * the region, always in the page and listening from the moment it hydrates (a toast shown by a tap
 * replayed right after is not lost), with its state of its own, so that a toast renders the region
 * alone. Kept in the app's shell, a toast rendered the whole shell again inside the tap that showed it
 * (« Ajouter au panier », issue 37). Its reducer, with immer, comes on need (use-toasts.ts).
 */
import { useToasts } from '@/features/ui/use-toasts';
import { useI18n } from '@/features/i18n/use-i18n';
import { ToastRegion } from '@/ui/toast-region';

/** The toasts' region and what shows in it. */
export function Toasts() {
  const { toasts, dismiss } = useToasts();
  const { t } = useI18n();
  return <ToastRegion toasts={toasts} label={t('toast.region')} dismissLabel={t('toast.dismiss')} onDismiss={dismiss} />;
}
