/**
 * `/blocs`: the renderer's block catalogue, for admins and on the dev server (the loader turns
 * everyone else away with a 404). Kept out of search engines.
 */
import { BlockCatalogue } from '@/renderer/block-catalogue';
import { useI18n } from '@/features/i18n/use-i18n';
import { useDocumentMeta } from './document-meta';

/** Route component. */
export function Component() {
  const { t } = useI18n();
  useDocumentMeta({ title: t('blocks.title'), robots: 'noindex, nofollow' });
  return <BlockCatalogue />;
}
