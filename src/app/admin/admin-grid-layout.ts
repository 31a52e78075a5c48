/**
 * How wide each column of an admin grid is and how tall each row: a column is as wide as its heading
 * and its longest text (never less than asked, at most its cap); a text longer than its column's cap
 * wraps, word by word, and its row grows to hold every line. With fixed widths, an owner read
 * « Mes massages b » for « Mes massages bien-être en Vendée » at 1280 px (the canvas cuts what does
 * not fit). Pure: the text is measured by the function given (the canvas's `measureText` in the browser).
 */

/** The width of a text in the cells' font, and in the headings' font. */
export interface GridMeasure {
  cell: (text: string) => number;
  heading: (text: string) => number;
}

/** What the layout needs of a column: its heading, the width asked and the widest it may grow to. */
export interface GridLayoutColumn {
  title: string;
  width: number;
  maxWidth: number;
}

/** Glide's padding on either side of a cell's text, plus a little air. */
export const CELL_ROOM = 20;
/** The headings' row. */
export const HEADER_HEIGHT = 40;
/** A row of one line, and each further line of a wrapped text (glide: 1.4 × the font's height). */
export const ROW_HEIGHT = 40;
export const LINE_HEIGHT = 20;

/** The lines a text takes in `width` px: greedy by words, a word longer than a line takes as many as it needs. */
export function lineCount(text: string, width: number, measure: (text: string) => number): number {
  let lines = 1;
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines += 1;
    // A word longer than a line is broken over the lines it needs; the next word starts a line after it.
    lines += Math.ceil(measure(word) / width) - 1;
    line = word;
  }
  return lines;
}

/**
 * Each column's width for these rows (each row: its columns' texts, null where a column draws no
 * text), and for each row the lines each of its texts takes at those widths.
 */
export function layoutGrid(columns: readonly GridLayoutColumn[], rows: readonly (readonly (string | null)[])[], measure: GridMeasure) {
  const widths = columns.map((column, col) => {
    const heading = Math.ceil(measure.heading(column.title)) + CELL_ROOM;
    const widest = Math.max(0, ...rows.map((texts) => textWidth(texts[col], measure)));
    return Math.max(column.width, heading, Math.min(widest, column.maxWidth));
  });
  const lines = rows.map((texts) =>
    texts.map((text, col) => (text === null || text === undefined ? 1 : lineCount(text, (widths[col] ?? 0) - CELL_ROOM, measure.cell))),
  );
  return { widths, lines };
}

function textWidth(text: string | null | undefined, measure: GridMeasure): number {
  return text === null || text === undefined ? 0 : Math.ceil(measure.cell(text)) + CELL_ROOM;
}

/** A row's height: one line, and a line more for each further line of its tallest text. */
export function rowHeight(lines: readonly number[] | undefined): number {
  return ROW_HEIGHT + (Math.max(1, ...(lines ?? [])) - 1) * LINE_HEIGHT;
}
