/**
 * The site's logos by where they are shown (SPEC §3). A module of its own, apart from the theme's
 * colours and fonts (theme-model.ts): the shell, the page meta and the server's logo loader need the
 * logos on every page and at hydration, while the rest of the theme is only computed once the page
 * has been hydrated (use-theme.ts), so its code stays out of the initial JavaScript (issue 23).
 */
import type { Logo } from '@/api/generated/types';
import { mapKey } from '@/lib/list-mapping';

/** Logos by where they are shown. */
export interface ThemeLogos {
  header: Logo | null;
  footer: Logo | null;
  light: Logo | null;
  dark: Logo | null;
  favicon: Logo | null;
}

type LogoSlot = keyof ThemeLogos;
const LOGO_SLOTS: Readonly<Record<string, LogoSlot>> = {
  LOGO: 'header',
  LOGO_FOOTER: 'footer',
  LOGO_LIGHT_THEME: 'light',
  LOGO_DARK_THEME: 'dark',
  LOGO_FAVICON: 'favicon',
};

/**
 * Logos by type (SPEC §3). The header falls back to the light-theme logo and the footer to the main
 * one, so a site that uploaded a single logo still shows it everywhere.
 */
export function logosOf(logos: readonly Logo[]): ThemeLogos {
  const out: ThemeLogos = { header: null, footer: null, light: null, dark: null, favicon: null };
  for (const logo of logos) {
    const slot = mapKey(LOGO_SLOTS, logo.type, 'logo type');
    if (slot && !out[slot] && logo.onlineImage?.url) out[slot] = logo;
  }
  out.header ??= out.light;
  out.footer ??= out.header;
  return out;
}
