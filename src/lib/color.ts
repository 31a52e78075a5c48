/** An sRGB colour with channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Luminance at or below this value makes a colour dark (SPEC §5). */
export const DARK_LUMINANCE_THRESHOLD = 128;

/**
 * Parses `#rgb`, `#rrggbb` (optionally with alpha, which is ignored) and `rgb()/rgba()` strings.
 * Returns null for anything else, so callers decide on a fallback instead of crashing on a bad
 * parameter value typed by an admin.
 */
export function parseColor(input: string): Rgb | null {
  const value = input.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex?.[1]) {
    let digits = hex[1];
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
    };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(value);
  if (rgb?.[1] && rgb[2] && rgb[3]) {
    const channels = [rgb[1], rgb[2], rgb[3]].map((c) => Math.min(255, Number.parseInt(c, 10)));
    return { r: channels[0] ?? 0, g: channels[1] ?? 0, b: channels[2] ?? 0 };
  }
  return null;
}

/**
 * Perceived brightness 0–255 (the ITU-R BT.601 weights, the classic "YIQ" rule used to pick text
 * colour on a coloured background).
 */
export function luminance({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * True when the colour is dark: luminance ≤ 128 (SPEC §5). An unreadable colour counts as not dark.
 *
 * @example isDarkColor('#30738E') // true
 */
export function isDarkColor(color: string): boolean {
  const rgb = parseColor(color);
  return rgb !== null && luminance(rgb) <= DARK_LUMINANCE_THRESHOLD;
}

/**
 * The text colour to put on a given background: light text on a dark colour, dark text otherwise.
 */
export function readableTextOn(background: string, light = '#ffffff', dark = '#1f2a30'): string {
  return isDarkColor(background) ? light : dark;
}

/** Formats a colour as `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.max(0, Math.min(255, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/**
 * Mixes a colour with another (0 = only `color`, 1 = only `other`). Used to derive tints and shades
 * of the tenant's primary colour instead of asking the admin for a whole palette.
 */
export function mixColors(color: string, other: string, amount: number): string | null {
  const a = parseColor(color);
  const b = parseColor(other);
  if (!a || !b) return null;
  const t = Math.max(0, Math.min(1, amount));
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}

function channelToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance (0–1). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channelToLinear(r) + 0.7152 * channelToLinear(g) + 0.0722 * channelToLinear(b);
}

/** WCAG contrast ratio between two colours (1–21); 1 when either is unreadable. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return 1;
  const la = relativeLuminance(ca);
  const lb = relativeLuminance(cb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Darkens (or lightens, toward `towards`) a colour in small steps until it reaches the contrast
 * ratio against `background`. Used so a tenant's brand colour can always be used for text and
 * links without failing WCAG AA, whatever colour the admin picked.
 */
export function ensureContrast(color: string, background: string, minRatio = 4.5, towards = '#000000'): string {
  const start = parseColor(color);
  if (!start) return towards;
  let current = toHex(start);
  for (let step = 1; step <= 20 && contrastRatio(current, background) < minRatio; step += 1) {
    current = mixColors(toHex(start), towards, step * 0.05) ?? towards;
  }
  return current;
}
