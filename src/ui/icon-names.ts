/**
 * The names of the inline icon set (icon-paths.ts draws them) and the other spellings the CMS may
 * send. Apart from the drawings: parsing a name (which style, is it in the set) is needed wherever an
 * icon renders, the drawings only where one is drawn in the browser (icon.tsx loads them then).
 */

/** Every icon the set can draw, by canonical Font Awesome name. */
export const ICON_NAMES = [
  'house',
  'spa',
  'layer-group',
  'hand-holding-heart',
  'leaf',
  'briefcase',
  'person-running',
  'user',
  'newspaper',
  'gift',
  'envelope',
  'calendar-check',
  'calendar',
  'circle-info',
  'circle-exclamation',
  'circle-check',
  'star',
  'heart',
  'phone',
  'location-dot',
  'clock',
  'images',
  'play',
  'cart-shopping',
  'xmark',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'chevron-up',
  'arrow-up',
  'arrow-right',
  'bars',
  'check',
  'wifi-slash',
  'facebook',
  'instagram',
  'linkedin',
  'tiktok',
  'youtube',
  'x-twitter',
  'tripadvisor',
  'google',
  'telegram',
  'discord',
] as const;

/** A name of the inline set. */
export type IconName = (typeof ICON_NAMES)[number];

/** Other names (Font Awesome 4/5 spellings, common synonyms) that the CMS may send. */
export const ICON_ALIASES: Readonly<Record<string, IconName>> = {
  'home': 'house',
  'house-chimney': 'house',
  'running': 'person-running',
  'info-circle': 'circle-info',
  'info': 'circle-info',
  'exclamation-circle': 'circle-exclamation',
  'check-circle': 'circle-check',
  'times': 'xmark',
  'close': 'xmark',
  'map-marker-alt': 'location-dot',
  'map-marker': 'location-dot',
  'location-pin': 'location-dot',
  'calendar-alt': 'calendar',
  'calendar-days': 'calendar',
  'envelope-open': 'envelope',
  'user-circle': 'user',
  'circle-user': 'user',
  'shopping-cart': 'cart-shopping',
  'twitter': 'x-twitter',
  'x': 'x-twitter',
  'facebook-f': 'facebook',
  'linkedin-in': 'linkedin',
  'youtube-square': 'youtube',
  'instagram-square': 'instagram',
  'google-review': 'google',
  'image': 'images',
  'layers': 'layer-group',
  'newsletter': 'envelope',
  'clock-o': 'clock',
  'phone-alt': 'phone',
};

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

/** True when the set has this exact name. */
export function isIconName(name: string): name is IconName {
  return NAMES.has(name);
}
