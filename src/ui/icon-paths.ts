import type { IconName } from './icon-names';

/**
 * The inline icon set: a small, hand-drawn line set on a 24 × 24 grid, covering the Font Awesome
 * style names the CMS uses (menu icons, socials) and the shell's own needs. Inline SVG rather than an
 * icon font: no extra download, no flash of missing glyphs, and it works under a strict CSP.
 *
 * Each entry is a list of shapes drawn with `stroke="currentColor"`; `dot` shapes are filled.
 */
export type IconShape =
  | { kind: 'path'; d: string }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'dot'; cx: number; cy: number; r: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number };

const p = (d: string): IconShape => ({ kind: 'path', d });
const c = (cx: number, cy: number, r: number): IconShape => ({ kind: 'circle', cx, cy, r });
const dot = (cx: number, cy: number, r = 1.1): IconShape => ({ kind: 'dot', cx, cy, r });
const rect = (x: number, y: number, width: number, height: number, rx: number): IconShape => ({ kind: 'rect', x, y, width, height, rx });

/** The drawing of every name of the set (icon-names.ts). */
export const ICON_SHAPES = {
  // Menu and content icons.
  'house': [p('M3 10.5 12 3l9 7.5'), p('M5.5 9v11a1 1 0 0 0 1 1h3.5v-6h4v6h3.5a1 1 0 0 0 1-1V9')],
  'spa': [
    p('M12 4c1.9 2.1 2.9 4.5 2.9 7.1 0 2.7-1.2 5-2.9 6.9-1.7-1.9-2.9-4.2-2.9-6.9C9.1 8.5 10.1 6.1 12 4z'),
    p('M12 18c-4.3 0-7.8-2.7-9-6.8 2.4-.3 4.6.2 6.4 1.4'),
    p('M12 18c4.3 0 7.8-2.7 9-6.8-2.4-.3-4.6.2-6.4 1.4'),
    p('M7.5 21h9'),
  ],
  'layer-group': [p('M12 3 2.5 8 12 13l9.5-5z'), p('M2.5 12 12 17l9.5-5'), p('M2.5 16 12 21l9.5-5')],
  'hand-holding-heart': [
    p('M12 11.5S8 9.1 8 6.4a2.1 2.1 0 0 1 4-.9 2.1 2.1 0 0 1 4 .9c0 2.7-4 5.1-4 5.1z'),
    p('M2 14.5h2.5l3.5-1.5h4.2a1.6 1.6 0 0 1 0 3.2H9'),
    p('M12.5 16.2l5.1-2.4a1.6 1.6 0 0 1 1.9 2.5L14.5 20.5H2'),
  ],
  'leaf': [p('M4.5 19.5C4 11 9 5 20 4c-.4 11-6.5 16-15.5 15.5z'), p('M4.5 19.5 13.5 10.5')],
  'briefcase': [rect(3, 7.5, 18, 13, 1.5), p('M9 7.5V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5v2'), p('M3 13h18'), p('M12 12v2')],
  'person-running': [
    c(14.5, 4.2, 1.8),
    p('M13.2 7.6 11.5 13'),
    p('M13.3 8.2 16 11l3 .5'),
    p('M13.1 8.1 9.6 8.6 7.5 11'),
    p('M11.5 13l3 2.5-.6 5'),
    p('M11.5 13 10 17l-4 1.5'),
  ],
  'user': [c(12, 8, 4), p('M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7')],
  'newspaper': [p('M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z'), p('M17 9h3v10a2 2 0 0 1-2 2'), p('M7.5 9h6'), p('M7.5 12.5h6'), p('M7.5 16h4')],
  'gift': [
    p('M4.5 11h15v9a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1z'),
    rect(3, 7, 18, 4, 1),
    p('M12 7v14'),
    p('M12 7C10.6 4.2 7.2 3.6 7.2 5.6 7.2 7 9.6 7 12 7z'),
    p('M12 7c1.4-2.8 4.8-3.4 4.8-1.4C16.8 7 14.4 7 12 7z'),
  ],
  'envelope': [rect(3, 5.5, 18, 13, 1.5), p('M3.5 6.5 12 13l8.5-6.5')],
  'calendar-check': [rect(4, 5.5, 16, 15, 1.5), p('M4 10h16'), p('M8.5 3v4.5'), p('M15.5 3v4.5'), p('M9 15.2l2 2 4-4')],
  'calendar': [rect(4, 5.5, 16, 15, 1.5), p('M4 10h16'), p('M8.5 3v4.5'), p('M15.5 3v4.5')],
  'circle-info': [c(12, 12, 9), p('M12 11v5.5'), dot(12, 7.8)],
  'circle-exclamation': [c(12, 12, 9), p('M12 7.5v5.5'), dot(12, 16.2)],
  'circle-check': [c(12, 12, 9), p('M8 12.3l2.8 2.8L16.2 9.6')],
  'star': [p('M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z')],
  'heart': [p('M12 20s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 6.9a4.4 4.4 0 0 1 8 2.5C20 15.1 12 20 12 20z')],
  'phone': [p('M5.1 4h3.3l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 6.4 6.4l1.4-2.1 4.3 1.6v3.3a1.6 1.6 0 0 1-1.7 1.6C10.4 20 4.5 14.1 4 6.7A1.6 1.6 0 0 1 5.1 4z')],
  'location-dot': [p('M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z'), c(12, 9.5, 2.5)],
  'clock': [c(12, 12, 9), p('M12 7v5l3.5 2')],
  'images': [rect(3, 5, 18, 14, 1.5), c(8.5, 10, 1.6), p('M3.5 17.5 9 12.5l3.5 3 3-2.5 5 4')],
  'play': [p('M8 5.5v13a.6.6 0 0 0 .9.5l10.2-6.5a.6.6 0 0 0 0-1L8.9 5a.6.6 0 0 0-.9.5z')],
  'cart-shopping': [p('M3 4h2.2l2.3 11h10.8L20.5 8H6.3'), c(9, 19, 1.4), c(17, 19, 1.4)],
  // Interface icons.
  'xmark': [p('M6 6l12 12'), p('M18 6 6 18')],
  'chevron-left': [p('M15 5l-7 7 7 7')],
  'chevron-right': [p('M9 5l7 7-7 7')],
  'chevron-down': [p('M5 9l7 7 7-7')],
  'chevron-up': [p('M5 15l7-7 7 7')],
  'arrow-up': [p('M12 20V5'), p('M6 11l6-6 6 6')],
  'arrow-right': [p('M4 12h15'), p('M13 6l6 6-6 6')],
  'bars': [p('M4 7h16'), p('M4 12h16'), p('M4 17h16')],
  'check': [p('M5 12.5l4.5 4.5L19 7.5')],
  'wifi-slash': [
    p('M2.5 8.5A14.5 14.5 0 0 1 8 5.4'),
    p('M12.5 5A14.5 14.5 0 0 1 21.5 8.5'),
    p('M5.5 12a10 10 0 0 1 4.2-2.3'),
    p('M15 10.3a10 10 0 0 1 3.5 1.7'),
    p('M9 15.5a5 5 0 0 1 6 0'),
    dot(12, 19),
    p('M3 3l18 18'),
  ],
  // Brands (simplified marks in the same line style).
  'facebook': [
    c(12, 12, 9),
    p('M13.2 21v-7.8h2.6l.4-3h-3V8.4c0-.9.3-1.5 1.5-1.5h1.6V4.3'),
    p('M10.2 10.2H8v3h2.2V21'),
    p('M10.2 10.2V8.3c0-2.4 1.5-3.8 3.7-3.8'),
  ],
  'instagram': [rect(3, 3, 18, 18, 5), c(12, 12, 4), dot(17.2, 6.8)],
  'linkedin': [rect(3, 3, 18, 18, 2.5), p('M7.5 10.5V17'), dot(7.5, 7.4), p('M11 17v-6.5'), p('M11 13.6c0-1.8 1.2-3.1 2.8-3.1s2.7 1.1 2.7 3V17')],
  'tiktok': [p('M14 3v12a4 4 0 1 1-4-4'), p('M14 3c.5 2.5 2.6 4.5 5.5 4.6')],
  'youtube': [
    p('M2.5 12c0-3 .3-5 1.5-5.6 1.4-.7 4.5-.9 8-.9s6.6.2 8 .9c1.2.6 1.5 2.6 1.5 5.6s-.3 5-1.5 5.6c-1.4.7-4.5.9-8 .9s-6.6-.2-8-.9C2.8 17 2.5 15 2.5 12z'),
    p('M10 9.2v5.6l4.8-2.8z'),
  ],
  'x-twitter': [p('M4 4h4.5L20 20h-4.5z'), p('M19.5 4 13.4 10.8'), p('M10.6 13.2 4.5 20')],
  'tripadvisor': [
    c(7.5, 13.5, 3.5),
    c(16.5, 13.5, 3.5),
    dot(7.5, 13.5),
    dot(16.5, 13.5),
    p('M3 9.5C5.5 7.2 8.5 6 12 6s6.5 1.2 9 3.5'),
    p('M10.6 15.2 12 17.5l1.4-2.3'),
  ],
  'google': [p('M18.4 6.6A8.5 8.5 0 1 0 20.5 12h-8')],
  'telegram': [p('M21.5 3.5 2.5 11l6.5 2.5'), p('M21.5 3.5 18 20l-9-6.5'), p('M21.5 3.5 9 13.5V19l3-3.4')],
  'discord': [
    p('M6.5 6.6A13 13 0 0 1 12 5.6a13 13 0 0 1 5.5 1C19.5 9.5 21 13 20.8 17.4c-1.5 1.2-3 2-4.8 2.6l-1.3-2.2'),
    p('M9.3 17.8 8 20c-1.8-.6-3.3-1.4-4.8-2.6C3 13 4.5 9.5 6.5 6.6'),
    dot(9, 12.8, 1.3),
    dot(15, 12.8, 1.3),
    p('M8 16.3c2.6 1.2 5.4 1.2 8 0'),
  ],
} satisfies Record<IconName, readonly IconShape[]>;
