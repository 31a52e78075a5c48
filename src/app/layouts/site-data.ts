/**
 * Company data, hours and social links read from the site parameters (SPEC §1, §3) for the footer
 * and the contact shortcuts. Pure: parameters in, plain values out.
 */
import { htmlLang, isUntranslated } from '@/lib/locale';
import { hoursText } from '@/lib/opening-hours';
import { mapListByKey } from '@/lib/list-mapping';
import { indexParameters, parameterBoolean, parameterString, type ParameterLike } from '@/lib/parameters';
import { displayLines } from '@/lib/text-lines';

/** Social networks the parameters can link to (SPEC §3), in display order, with their icon. */
export const SOCIAL_NETWORKS = {
  FACEBOOK_URL: 'facebook',
  INSTAGRAM_URL: 'instagram',
  LINKEDIN_URL: 'linkedin',
  TIKTOK_URL: 'tiktok',
  YOUTUBE_URL: 'youtube',
  TWITTER_URL: 'x-twitter',
  TRIPADVISOR_URL: 'tripadvisor',
  GOOGLE_REVIEW_URL: 'google',
  TELEGRAM_URL: 'telegram',
  DISCORD_URL: 'discord',
} as const;

/** A social parameter type. */
export type SocialType = keyof typeof SOCIAL_NETWORKS;

const SOCIAL_TYPES: readonly SocialType[] = [
  'FACEBOOK_URL',
  'INSTAGRAM_URL',
  'LINKEDIN_URL',
  'TIKTOK_URL',
  'YOUTUBE_URL',
  'TWITTER_URL',
  'TRIPADVISOR_URL',
  'GOOGLE_REVIEW_URL',
  'TELEGRAM_URL',
  'DISCORD_URL',
];

/** One social link. */
export interface SocialLink {
  type: SocialType;
  url: string;
  icon: string;
}

/** Company details for the footer. */
export interface CompanyData {
  name: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  siret: string | null;
  hours: string[];
  /**
   * The parameters (`COMPANY_NAME`…) whose value the API left in the site's default language (issue
   * 36). A list, not a set: the site's data travels as JSON to the islands (shell-parts.tsx).
   */
  untranslated: readonly string[];
}

/** What the footer shows. */
export interface SiteData {
  company: CompanyData;
  /** The desktop menu bar (MENU_TYPE, MENU_STYLE; supported values in parameter.schema.json). */
  menuBar: MenuBarSettings;
  socials: SocialLink[];
  newsletterEnabled: boolean;
  /** SEE_CART_ON_HOVER: the desktop cart entry opens the drawer when the pointer rests on it. */
  cartOnHover: boolean;
}

/**
 * How the desktop menu bar looks. `type`: `horizontal` (MENU_TYPE HORIZONTAL or unset: the page tree
 * in the bar) or `burger` (BURGER: a "Menu" button opening the side panel, for a long tree). `style`:
 * `light` (MENU_STYLE LIGHT or unset: the bar on the page's background) or `dark` (DARK: the bar in the
 * primary colour, its text in the theme's on-primary colour). Unknown values fall back to the defaults.
 */
export interface MenuBarSettings {
  type: 'horizontal' | 'burger';
  style: 'light' | 'dark';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Reads the footer data from the parameters; unset values are null and simply not shown. */
export function siteDataOf(parameters: readonly ParameterLike[] | undefined): SiteData {
  const list = parameters ?? [];
  const index = indexParameters(list);
  const text = (type: string) => parameterString(index, type);
  const hours = text('COMPANY_HOURS');
  const socialParams = list.filter((p) => p.type.endsWith('_URL') && p.value !== null && isHttpUrl(p.value.trim()));
  const order: readonly string[] = SOCIAL_TYPES;
  const socials = mapListByKey(
    socialParams.filter((p) => order.includes(p.type)),
    (p) => p.type,
    Object.fromEntries(
      SOCIAL_TYPES.map((type) => [type, (p: ParameterLike): SocialLink => ({ type, url: (p.value ?? '').trim(), icon: SOCIAL_NETWORKS[type] })]),
    ),
    'social network',
  ).sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
  return {
    company: {
      name: text('COMPANY_NAME'),
      address: text('COMPANY_ADDRESS'),
      postalCode: text('COMPANY_POSTAL_CODE'),
      city: text('COMPANY_CITY'),
      phone: text('COMPANY_PHONE'),
      email: text('COMPANY_EMAIL'),
      siret: text('COMPANY_SIRET'),
      hours: hours ? displayLines(hours) : [],
      untranslated: list.filter((p) => isUntranslated(p, 'value')).map((p) => p.type),
    },
    menuBar: {
      type: text('MENU_TYPE')?.toUpperCase() === 'BURGER' ? 'burger' : 'horizontal',
      style: text('MENU_STYLE')?.toUpperCase() === 'DARK' ? 'dark' : 'light',
    },
    socials,
    newsletterEnabled: parameterBoolean(index, 'NEWSLETTER_ENABLED', true),
    cartOnHover: parameterBoolean(index, 'SEE_CART_ON_HOVER'),
  };
}

/**
 * The footer's opening hours as the page writes them: in their language — the site's default one
 * when the API left them untranslated (issue 36) — with their times in that language's style
 * (`hoursText`). Computed by the app's shell: the footer receives the lines (and its code, on a page
 * the islands start, leaves the hours' formatting out).
 */
export function footerHoursOf(company: CompanyData, locale: string, defaultLocale: string): string[] {
  const language = htmlLang(company.untranslated.includes('COMPANY_HOURS') ? defaultLocale : locale);
  return company.hours.map((line) => hoursText(line, language));
}
