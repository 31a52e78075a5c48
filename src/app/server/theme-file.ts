/**
 * The theme stylesheet (`/theme.css`, src/features/theme/theme-css.ts) on the server: linked from
 * every rendered page and answered by the Fetch handler, from the same parameters and site info as
 * the page, through the same query factories.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { THEME_CSS_PATH, themeStylesheet, themeVersion } from '@/features/theme/theme-css';
import { buildTheme } from '@/features/theme/theme-model';
import { escapeHtml } from './state';

/** What the theme is built from: the request's API client and query cache. */
export interface ThemeContext {
  api: ApiClient;
  queryClient: QueryClient;
}

/** A built theme stylesheet, its version, the favicon it names and the font files to preload. */
export interface ThemeFile {
  css: string;
  version: string;
  favicon: string | null;
  fontPreloads: string[];
}

function themeFile(parameters: Parameters<typeof buildTheme>[0], siteInfo: Parameters<typeof buildTheme>[1]): ThemeFile {
  const theme = buildTheme(parameters, siteInfo);
  const css = themeStylesheet(theme);
  return { css, version: themeVersion(css), favicon: theme.logos.favicon?.onlineImage?.url ?? null, fontPreloads: theme.fontPreloads };
}

/**
 * The theme of a page just rendered, from what its loaders put in the cache (nothing is fetched:
 * a failed start-up call gives the default theme, as it does in the browser).
 */
export function pageThemeFile({ api, queryClient }: ThemeContext): ThemeFile {
  return themeFile(queryClient.getQueryData(parametersQueryOptions(api).queryKey), queryClient.getQueryData(siteInfoQueryOptions(api).queryKey));
}

/** Font formats by file extension, for the preload's `type` (a browser skips a format it cannot use). */
const FONT_TYPES: Readonly<Record<string, string>> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', otf: 'font/otf' };

/**
 * The `<link rel="preload" as="font">` tags of a theme's first-paint fonts (`fontPreloadsOf`), for
 * the page's head. Font requests are always CORS requests: without `crossorigin` the preload would
 * be fetched twice.
 */
export function fontPreloadLinks(theme: ThemeFile): string[] {
  return theme.fontPreloads.map((url) => {
    const type = FONT_TYPES[/\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''];
    return `<link rel="preload" as="font"${type ? ` type="${type}"` : ''} href="${escapeHtml(url)}" crossorigin>`;
  });
}

/**
 * The answer to `GET /theme.css`, or null for any other path. A request naming the current
 * version (`?v=`, as pages link it) may be cached for good; any other gets a short lifetime.
 */
export async function themeFileResponse(request: Request, { api, queryClient }: ThemeContext): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== THEME_CSS_PATH) return null;
  const [parameters, siteInfo] = await Promise.allSettled([
    queryClient.ensureQueryData(parametersQueryOptions(api)),
    queryClient.ensureQueryData(siteInfoQueryOptions(api)),
  ]);
  const file = themeFile(parameters.status === 'fulfilled' ? parameters.value : undefined, siteInfo.status === 'fulfilled' ? siteInfo.value : undefined);
  const current = url.searchParams.get('v') === file.version;
  return new Response(file.css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300, s-maxage=300',
    },
  });
}
