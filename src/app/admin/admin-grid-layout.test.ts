// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CELL_ROOM, LINE_HEIGHT, ROW_HEIGHT, layoutGrid, lineCount, rowHeight, type GridMeasure } from './admin-grid-layout';

/** 7 px a character in the cells, 8 in the headings: enough to reason about widths. */
const measure: GridMeasure = { cell: (text) => [...text].length * 7, heading: (text) => [...text].length * 8 };

describe('layoutGrid', () => {
  it('widens a column to its longest text, so an owner reads every page title whole', () => {
    const title = 'Mes massages bien-être en Vendée';
    const { widths, lines } = layoutGrid([{ title: 'Titre', width: 120, maxWidth: 260 }], [['Accueil'], [title]], measure);
    // Before, the column stayed at its 120 px and the canvas cut the title at « Mes massages b ».
    expect(widths[0]).toBe(title.length * 7 + CELL_ROOM);
    expect(lines).toEqual([[1], [1]]);
  });

  it('never goes under the width asked nor cuts a heading', () => {
    const { widths } = layoutGrid(
      [
        { title: 'Menu', width: 60, maxWidth: 320 },
        { title: 'À droite du menu', width: 60, maxWidth: 320 },
      ],
      [['oui', null]],
      measure,
    );
    expect(widths).toEqual([60, 'À droite du menu'.length * 8 + CELL_ROOM]);
  });

  it('wraps a text longer than the column’s cap, and its row grows to hold every line', () => {
    const long = 'Vous avez besoin de souffler : les massages bien-être';
    const { widths, lines } = layoutGrid([{ title: 'Titre', width: 120, maxWidth: 260 }], [['Qui suis-je ?'], [long]], measure);
    expect(widths[0]).toBe(260);
    const width = 260 - CELL_ROOM;
    expect(lines[1]?.[0]).toBe(Math.ceil((long.length * 7) / width));
    expect(rowHeight(lines[0])).toBe(ROW_HEIGHT);
    expect(rowHeight(lines[1])).toBe(ROW_HEIGHT + LINE_HEIGHT);
  });
});

describe('lineCount', () => {
  it('breaks between words, and a word longer than a line over as many lines as it needs', () => {
    expect(lineCount('un deux trois', 7 * 7, measure.cell)).toBe(2);
    expect(lineCount('/vous-etes/massages-bien-etre', 70, measure.cell)).toBe(3);
    expect(lineCount('a /vous-etes/massages-bien-etre b', 70, measure.cell)).toBe(5);
    expect(lineCount('', 70, measure.cell)).toBe(1);
  });
});
