import { useEffect, useState, useSyncExternalStore } from 'react';
import { UNTOUCHED, useMountedHydrating } from './use-hydrated';
import { ICON_ALIASES, isIconName, type IconName } from './icon-names';
import type { IconShape } from './icon-paths';
import './icon.css';
import { reportError } from '@/lib/report-error';

/** Font Awesome style prefixes the CMS may put before a name. */
export type IconStyle = 'fa-solid' | 'fa-regular' | 'fa-light' | 'fa-thin' | 'fa-duotone' | 'fa-brands';

const STYLE_ALIASES: Readonly<Record<string, IconStyle>> = {
  'fa-solid': 'fa-solid',
  'fas': 'fa-solid',
  'fa-regular': 'fa-regular',
  'far': 'fa-regular',
  'fa-light': 'fa-light',
  'fal': 'fa-light',
  'fa-thin': 'fa-thin',
  'fat': 'fa-thin',
  'fa-duotone': 'fa-duotone',
  'fad': 'fa-duotone',
  'fa-brands': 'fa-brands',
  'fab': 'fa-brands',
};

/** The default style when the CMS gives a bare name (SPEC §9). */
export const DEFAULT_ICON_STYLE: IconStyle = 'fa-solid';

/** Parsed Font Awesome style icon reference. */
export interface ParsedIcon {
  style: IconStyle;
  /** Canonical name in the inline set, or null when the set has no such icon. */
  name: IconName | null;
  /** The name as written, without `fa-` (for diagnostics). */
  rawName: string;
}

/**
 * Reads a Font Awesome style reference: `"spa"`, `"fa-spa"`, `"fa-solid fa-spa"`, `"fas fa-spa"`,
 * `"fa-brands fa-instagram"`. The style defaults to fa-solid (SPEC §9).
 */
export function parseIconName(reference: string): ParsedIcon {
  let style: IconStyle = DEFAULT_ICON_STYLE;
  let rawName = '';
  for (const token of reference.trim().toLowerCase().split(/\s+/)) {
    const asStyle = STYLE_ALIASES[token];
    if (asStyle) {
      style = asStyle;
      continue;
    }
    if (token === 'fa' || /^fa-(?:[0-9]+x|xs|sm|lg|xl|2xs|2xl|fw)$/.test(token)) continue;
    rawName = token.replace(/^fa-/, '');
  }
  const name = isIconName(rawName) ? rawName : (ICON_ALIASES[rawName] ?? null);
  return { style, name, rawName };
}

/** Props of {@link Icon}. */
export interface IconProps {
  /** A name of the set or a Font Awesome style reference (`"fa-solid fa-spa"`). */
  name: string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever a
   * visible text sits next to it.
   */
  label?: string;
  /** CSS size; defaults to 12pt, the menu icon size of SPEC §9. */
  size?: string;
  className?: string;
}

const reported = new Set<string>();

type IconDrawings = typeof import('./icon-paths');

/**
 * The set's drawings (≈ 2 KiB gzip of path data), loaded once, when first needed: the server loads
 * them before it renders (`loadIconDrawings`, entry-server.tsx), the browser only when it draws an
 * icon the server did not (a menu opened, a page navigated to). While React hydrates, an icon keeps
 * the server's drawing, so a page's first JavaScript carries no path data (issue 37).
 */
let drawings: IconDrawings | null = null;
let loading: Promise<IconDrawings> | null = null;
const drawingsListeners = new Set<() => void>();

/** Loads the set's drawings (once); the server awaits it before rendering a page. */
export function loadIconDrawings(): Promise<IconDrawings> {
  loading ??= import('./icon-paths').then(
    (module) => {
      drawings = module;
      for (const listener of drawingsListeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline (the offline status draws its icon then): the icon stays empty, the next one tries again.
      loading = null;
      reportError(error, { where: 'icon drawings', level: 'warning' });
      throw error;
    },
  );
  return loading;
}

function subscribeToDrawings(listener: () => void) {
  drawingsListeners.add(listener);
  return () => drawingsListeners.delete(listener);
}

const readDrawings = () => drawings;

function Shape({ shape }: { shape: IconShape }) {
  switch (shape.kind) {
    case 'path':
      return <path d={shape.d} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'dot':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill="currentColor" stroke="none" />;
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  }
}

const UNKNOWN: readonly IconShape[] = [{ kind: 'dot', cx: 12, cy: 12, r: 3 }];

/**
 * An inline SVG icon for a Font Awesome style name. Unknown names draw a small neutral dot and log
 * once, so a typo in the CMS is visible to the developer without breaking the menu. How it is drawn
 * (no fill, a round `currentColor` stroke, thinner for the light styles) is in icon.css, not in
 * attributes: a page has 30–45 icons, and the same six attributes on each were ≈ 4.5 KB of its HTML
 * (issue 23). `focusable="false"` was for Internet Explorer only; the icon's name is not written
 * either (`data-icon`: nothing read it, ≈ 100 B of a page's compressed HTML).
 *
 * Hydrated before the drawings have loaded, the icon keeps the server's drawing inside its `<svg>`
 * (an empty inner HTML React leaves alone, as static blocks do) for as long as its name stays the
 * one it was hydrated with; another name draws a new `<svg>`.
 */
export function Icon({ name, label, size, className }: IconProps) {
  const parsed = parseIconName(name);
  const set = useSyncExternalStore(subscribeToDrawings, readDrawings, readDrawings);
  const hydrating = useMountedHydrating();
  const [kept, setKept] = useState(() => (hydrating && set === null && parsed.name ? name : null));
  if (kept !== null && kept !== name) setKept(null);
  const keeps = kept === name;
  const waits = !keeps && parsed.name !== null && set === null;
  useEffect(() => {
    if (waits) loadIconDrawings().catch(() => undefined);
  }, [waits]);
  if (!parsed.name && !reported.has(parsed.rawName)) {
    reported.add(parsed.rawName);
    reportError(`no icon named "${parsed.rawName}" in the inline set`, { where: 'icon', level: 'warning' });
  }
  const classes = ['icon', parsed.style, className].filter(Boolean).join(' ');
  const svg = {
    className: classes,
    viewBox: '0 0 24 24',
    width: size ?? '12pt',
    height: size ?? '12pt',
    ...(label ? { 'role': 'img', 'aria-label': label } : { 'aria-hidden': true }),
  } as const;
  if (keeps) return <svg key="kept" {...svg} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />;
  const shapes = parsed.name ? (set?.ICON_SHAPES[parsed.name] ?? []) : UNKNOWN;
  return (
    <svg key="drawn" {...svg}>
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
