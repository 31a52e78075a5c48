/** Meta of the visitor's private pages (login, personal space, password reset): never indexed. */
import { useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';

/** `<title>` "Title — Brand", no description, no canonical, `noindex, nofollow`. */
export function usePrivatePageMeta(title: string): void {
  const { brand } = useSiteMeta();
  useDocumentMeta({ title: documentTitle(title, brand), robots: 'noindex, nofollow' });
}
