/** Site-level values every page's meta tags need (name, public URL, admin diagnostics flag). */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { useSession } from '@/features/session/use-session';
import { indexParameters, parameterString } from '@/lib/parameters';

/** Name shown after a page title, and the site's public URL for canonical links. */
export interface SiteMeta {
  /** Short brand name for `<title>`: the company name, else the site name. */
  brand: string;
  siteUrl: string | null;
  /** Admins and the dev server see block diagnostics. */
  diagnostics: boolean;
}

/** Reads site meta from the cache (loaded by the root route). */
export function useSiteMeta(): SiteMeta {
  const api = useApi();
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { isAdmin } = useSession();
  const company = parameterString(indexParameters(parameters ?? []), 'COMPANY_NAME');
  return {
    brand: company ?? info?.name ?? '',
    siteUrl: info?.prodUrl ?? info?.url ?? null,
    diagnostics: isAdmin || import.meta.env.DEV,
  };
}

/** `<title>` text: "Page — Brand"; the home page's title stands alone (it already presents the site). */
export function documentTitle(pageTitle: string, brand: string, isHome = false): string {
  return isHome || !brand ? pageTitle : `${pageTitle} — ${brand}`;
}
