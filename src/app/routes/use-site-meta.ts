/** Site-level values every page's meta tags need (name, public URL, logo, admin diagnostics flag). */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions, siteInfoQueryOptions, type SiteInfoView } from '@/api/queries/site';
import { useSession } from '@/features/session/use-session';
import { logosOf } from '@/features/theme/theme-logos';
import { indexParameters, parameterString, type ParameterLike } from '@/lib/parameters';

/** Who the site is: the name after a page title and in link previews, its public URL, its logo. */
export interface SiteIdentity {
  /** Short brand name for `<title>` and `og:site_name`: the company name, else the site name. */
  brand: string;
  /** The site's public address (site info `prodUrl`, else `url`): canonical links are built on it. */
  siteUrl: string | null;
  /** The header logo's URL as the API gives it (maybe site-relative), or null. */
  logoUrl: string | null;
}

/** Name shown after a page title, and the site's public URL for canonical links. */
export interface SiteMeta extends SiteIdentity {
  /** Admins and the dev server see block diagnostics. */
  diagnostics: boolean;
}

/** The site's identity from its settings and site info (either may be missing). */
export function siteIdentityOf(parameters: readonly ParameterLike[] | undefined, info: SiteInfoView | undefined): SiteIdentity {
  const company = parameterString(indexParameters(parameters ?? []), 'COMPANY_NAME');
  return {
    brand: company ?? info?.name ?? '',
    siteUrl: info?.prodUrl ?? info?.url ?? null,
    logoUrl: logosOf(info?.logos ?? []).header?.onlineImage?.url ?? null,
  };
}

/** Reads the site's identity from the cache (loaded by the root route); works outside the shell too. */
export function useSiteIdentity(): SiteIdentity {
  const api = useApi();
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  return siteIdentityOf(parameters, info);
}

/** Reads site meta from the cache (loaded by the root route). */
export function useSiteMeta(): SiteMeta {
  const identity = useSiteIdentity();
  const { isAdmin } = useSession();
  return { ...identity, diagnostics: isAdmin || import.meta.env.DEV };
}

/** `<title>` text: "Page — Brand"; the home page's title stands alone (it already presents the site). */
export function documentTitle(pageTitle: string, brand: string, isHome = false): string {
  return isHome || !brand ? pageTitle : `${pageTitle} — ${brand}`;
}
