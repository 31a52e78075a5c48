/**
 * The shell's SVG logos in the query cache: which of them the server inlined (the root loader loads
 * that list, and their markup, with the shell's data) and their markup, read by the shell for
 * `LogoImage` (logo-image.tsx), which takes them as a prop and needs no query cache (decision 011).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import { inlinedLogosQueryOptions, logoSvgsQueryOptions, type SiteInfoView } from '@/api/queries/site';
import { logosOf } from '@/features/theme/theme-logos';
import { useHydratingServerHtml } from '@/renderer/static-block';
import type { ShellLogoMarkup } from './logo-image';

/** The logos the shell inlines when they are SVG: the header's and the footer's (as the theme picks them). */
function shellLogoUrls(info: SiteInfoView): string[] {
  const logos = logosOf(info.logos);
  return [logos.header?.onlineImage?.url, logos.footer?.onlineImage?.url].filter((url): url is string => Boolean(url));
}

/** The markup of the shell's SVG logos (not in the page's hydration data). */
export const shellLogoSvgsQueryOptions = (api: ApiClient) => logoSvgsQueryOptions(api, shellLogoUrls);

/** Which of the shell's logos are inlined (the root loader loads it, and their markup, with the shell's data). */
export const shellInlinedLogosQueryOptions = (api: ApiClient) => inlinedLogosQueryOptions(api, shellLogoUrls);

/**
 * What `LogoImage` needs, for the shell's logos. While hydrating a page the server rendered, which
 * logos it inlined is all it takes (their markup stays as the server wrote it): the page's data
 * carries that list, not the markup, which is asked for only on a client render.
 */
export function useShellLogoMarkup(): ShellLogoMarkup {
  const api = useApi();
  const hydrating = useHydratingServerHtml();
  const { data: inlined } = useQuery(shellInlinedLogosQueryOptions(api));
  const { data: svgs } = useQuery({ ...shellLogoSvgsQueryOptions(api), enabled: !hydrating });
  return useMemo(() => ({ inlined, svgs }), [inlined, svgs]);
}
