import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { reportError } from '@/lib/report-error';

/**
 * The theme's code (colours, fonts, favicon: apply-theme.ts with theme-model.ts and the colour
 * maths of src/lib/color.ts), a chunk of its own. It is not part of the initial JavaScript (issue 23):
 * a page the server rendered already wears its theme (`/theme.css`, `<html data-theme>`), so nothing
 * of it is needed before the page is hydrated. A static host starts loading it with the app
 * (src/app/main.tsx), so the first render's effect finds it there.
 */
export function loadThemeCode() {
  return import('./apply-theme');
}

/**
 * Applies the site's theme (SPEC §3, §9: CSS variables, fonts, favicon) from the parameters and site
 * info in the query cache (the root route loads them; while they are missing the defaults of SPEC §9
 * apply, so the site still looks like itself), for as long as it is mounted. After the commit, with
 * the theme's code loaded then: a page that already wears this theme is left as it is
 * (`applyTheme`), so on a server-rendered page the only cost is one small chunk after hydration. A
 * chunk that fails to load leaves the page as the server styled it (reported, nothing shown).
 */
export function useApplyTheme(): void {
  const api = useApi();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: siteInfo } = useQuery(siteInfoQueryOptions(api));
  useEffect(() => {
    let live = true;
    let remove: (() => void) | undefined;
    loadThemeCode().then(
      ({ applySiteTheme }) => {
        if (live) remove = applySiteTheme(parameters, siteInfo);
      },
      (error: unknown) => reportError(error, { where: 'theme (its code did not load: the page keeps the styles it has)', level: 'warning' }),
    );
    return () => {
      live = false;
      remove?.();
    };
  }, [parameters, siteInfo]);
}
