/** The weight used when the file name says nothing (SPEC §5). */
export const DEFAULT_FONT_WEIGHT = 400;

// Longest names first, so "extralight" wins over "light" and "semibold" over "bold".
const WEIGHT_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['extralight', 200],
  ['ultralight', 200],
  ['extrabold', 800],
  ['ultrabold', 800],
  ['semibold', 600],
  ['demibold', 600],
  ['hairline', 100],
  ['regular', 400],
  ['medium', 500],
  ['normal', 400],
  ['light', 300],
  ['heavy', 900],
  ['black', 900],
  ['thin', 100],
  ['book', 400],
  ['bold', 700],
];

/**
 * Infers a CSS font weight from a font file name (SPEC §5): thin 100, extralight 200, light 300,
 * regular 400, medium 500, semibold 600, bold 700, extrabold 800, black 900; 400 when nothing
 * matches. Separators and case are ignored (`Avenir-Heavy.woff2`, `avenir_semi-bold.ttf`), and a
 * numeric weight in the name (`Inter-300.woff2`, `lora-latin-600-normal.woff2`) comes first.
 */
export function fontWeightFromFileName(fileName: string): number {
  const base = (fileName.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  // A number says it exactly, before any name: `lora-latin-600-normal` (Fontsource's naming) is 600,
  // its `normal` being the style.
  const numeric = /(?:^|[^0-9])([1-9]00)(?![0-9])/.exec(base);
  if (numeric?.[1]) return Number(numeric[1]);
  const compact = base.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [name, weight] of WEIGHT_NAMES) {
    if (compact.includes(name)) return weight;
  }
  return DEFAULT_FONT_WEIGHT;
}

/** True when the file name says the face is italic (`-Italic`, `Oblique`). */
export function isItalicFileName(fileName: string): boolean {
  return /italic|oblique/i.test(fileName.split('/').pop() ?? '');
}
