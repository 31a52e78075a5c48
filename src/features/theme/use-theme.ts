import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { applyTheme } from './apply-theme';
import { buildTheme, type ThemeModel } from './theme-model';

/**
 * The site's theme, from the parameters and site info in the query cache (the root route loads
 * them). While they are missing (a failed start-up call is only logged, SPEC §8) the defaults of
 * SPEC §9 apply, so the site still looks like itself.
 */
export function useTheme(): ThemeModel {
  const api = useApi();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: siteInfo } = useQuery(siteInfoQueryOptions(api));
  return useMemo(() => buildTheme(parameters, siteInfo), [parameters, siteInfo]);
}

/** Applies the theme to the document (CSS variables, fonts, favicon) for as long as it is mounted. */
export function useApplyTheme(theme: ThemeModel): void {
  useEffect(() => applyTheme(theme), [theme]);
}
