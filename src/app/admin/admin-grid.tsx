/**
 * A read-only data grid for the admin panel: glide-data-grid (canvas) with what the panel needs on
 * top — a text filter, sorting (header click, or the "Trier par" controls for keyboard users), the
 * row count, and one row action, a link (Enter, Space or double click on a row, or the link under
 * the grid for the selected row). Lazy: only the admin chunks import it.
 *
 * Accessibility: a canvas says nothing reliable to assistive technologies, so the same rows (same
 * filter, same order) are also a plain HTML table with a caption and the row link in its first
 * column, behind a disclosure right under the grid; every control is outside the canvas.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CompactSelection,
  DataEditor,
  GridCellKind,
  type GridCell,
  type GridColumn,
  type GridSelection,
  type Item,
  type Theme,
} from '@glideapps/glide-data-grid';
import { AdminStylesheet } from './admin-stylesheet';
import { format } from '@/features/i18n/i18n';
import { Button, buttonClassName } from '@/ui/button';
import { adminText } from './admin-text';
import { HEADER_HEIGHT, layoutGrid, rowHeight, type GridMeasure } from './admin-grid-layout';

/** One column: its title, width, how a row shows in it and how it sorts and filters. */
export interface AdminGridColumn<Row> {
  id: string;
  title: string;
  /** The narrowest it is; it grows to its heading and its longest text, up to `maxWidth`. */
  width: number;
  /** The widest it grows to fit its texts (default 320 px): a longer text wraps, its row grows. */
  maxWidth?: number;
  /** The value the column sorts by (and, unless `text` says otherwise, filters and shows). */
  value: (row: Row) => string | number | boolean;
  /** Text shown and searched; defaults to the value (booleans read "oui"/"non"). */
  text?: (row: Row) => string;
  /** The cell to draw; defaults to a text cell (a boolean value draws a check box). */
  cell?: (row: Row) => GridCell;
  /**
   * Makes each cell of the column a link of its own (« Modifier »): drawn in the link colour, followed
   * on a click or Enter in that cell, a link in the plain table and under the grid for the selected row.
   */
  link?: { to: (row: Row) => string; label: (row: Row) => string };
}

/** What the grid needs. */
export interface AdminGridProps<Row> {
  /** The grid's accessible name and the plain table's caption. */
  caption: string;
  /** "{shown} … {total}" text, e.g. "Pages affichées : {shown} sur {total}". */
  countText: string;
  rows: readonly Row[];
  columns: readonly AdminGridColumn<Row>[];
  /** The row action, a link: its text for a row and where it goes. */
  action: { label: (row: Row) => string; to: (row: Row) => string };
  /** A stable key per row (the plain table's React keys). */
  rowKey: (row: Row) => string;
  /** Shown instead of the grid when there are no rows at all. */
  empty: ReactNode;
}

type SortOrder = 'asc' | 'desc';

const MAX_HEIGHT = 760;
const MAX_COLUMN_WIDTH = 320;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function textOf<Row>(column: AdminGridColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.value(row);
  if (typeof value === 'boolean') return value ? adminText.grid.yes : adminText.grid.no;
  return String(value);
}

/** Lower case, accents removed: "Réservation" matches "reserv". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}

function compare(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const FONT_FAMILY = "Avenir, 'Avenir Next', 'Nunito Sans', 'Segoe UI', 'Helvetica Neue', system-ui, sans-serif";
/** The header's font on the canvas (THEME's headerFontStyle and fontFamily). */
const HEADER_FONT = `600 14px ${FONT_FAMILY}`;
/** The cells' font on the canvas (THEME's baseFontStyle and fontFamily). */
const CELL_FONT = `14px ${FONT_FAMILY}`;

/**
 * Texts measured with the canvas's own fonts in the browser; on the server (nothing is drawn there)
 * as nothing, so every column keeps its asked width.
 */
function canvasMeasure(): GridMeasure {
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const width = (font: string) => (text: string) => {
    if (!ctx) return 0;
    ctx.font = font;
    return ctx.measureText(text).width;
  };
  return { cell: width(CELL_FONT), heading: width(HEADER_FONT) };
}

/** The site's palette on the canvas (glide cannot read CSS variables). */
const THEME: Partial<Theme> = {
  accentColor: '#30738e',
  accentFg: '#ffffff',
  accentLight: 'rgba(48, 115, 142, 0.14)',
  textDark: '#24343a',
  textMedium: '#4f5f65',
  textLight: '#4f5f65',
  textHeader: '#24343a',
  textHeaderSelected: '#ffffff',
  bgCell: '#ffffff',
  bgHeader: '#f4eee6',
  bgHeaderHasFocus: '#e6ddd2',
  bgHeaderHovered: '#e6ddd2',
  borderColor: '#e6ddd2',
  headerFontStyle: '600 14px',
  baseFontStyle: '14px',
  fontFamily: FONT_FAMILY,
};

/** A link's cell on the canvas: the link colour, and the hand a link shows. */
const LINK_THEME: Partial<Theme> = { textDark: '#1f5a72' };

/** A filterable, sortable, keyboard-usable read-only grid with one row action. */
export function AdminGrid<Row>({ caption, countText, rows, columns, action, rowKey, empty }: AdminGridProps<Row>) {
  const t = adminText.grid;
  const id = useId();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{ column: string; order: SortOrder } | null>(null);
  const [selection, setSelection] = useState<GridSelection>({ columns: CompactSelection.empty(), rows: CompactSelection.empty() });

  const shown = useMemo(() => {
    const needle = fold(filter.trim());
    const kept = needle ? rows.filter((row) => columns.some((column) => fold(textOf(column, row)).includes(needle))) : [...rows];
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    if (column && sort) {
      const sign = sort.order === 'asc' ? 1 : -1;
      kept.sort((a, b) => sign * compare(column.value(a), column.value(b)));
    }
    return kept;
  }, [rows, columns, filter, sort]);

  const measure = useMemo(() => canvasMeasure(), []);
  // Widths from every row (they stay put while filtering), each row's lines at those widths.
  const layout = useMemo(() => {
    const titles = columns.map((column) => (sort?.column === column.id ? `${column.title} ${sort.order === 'asc' ? '▲' : '▼'}` : column.title));
    const { widths, lines } = layoutGrid(
      columns.map((column, col) => ({ title: titles[col] ?? column.title, width: column.width, maxWidth: column.maxWidth ?? MAX_COLUMN_WIDTH })),
      rows.map((row) => columns.map((column) => (column.cell || typeof column.value(row) === 'boolean' ? null : textOf(column, row)))),
      measure,
    );
    return {
      columns: columns.map<GridColumn>((column, col) => ({ id: column.id, title: titles[col] ?? column.title, width: widths[col] ?? column.width })),
      lines: new Map(rows.map((row, index) => [row, lines[index] ?? []])),
    };
  }, [columns, rows, sort, measure]);
  const heightOf = (row: number) => {
    const record = shown[row];
    return rowHeight(record === undefined ? undefined : layout.lines.get(record));
  };

  const getCellContent = ([col, row]: Item): GridCell => {
    const column = columns[col];
    const record = shown[row];
    if (!column || record === undefined) return { kind: GridCellKind.Loading, allowOverlay: false };
    if (column.cell) return column.cell(record);
    const value = column.value(record);
    if (typeof value === 'boolean') return { kind: GridCellKind.Boolean, data: value, allowOverlay: false, readonly: true };
    const text = textOf(column, record);
    const allowWrapping = (layout.lines.get(record)?.[col] ?? 1) > 1;
    if (column.link)
      return {
        kind: GridCellKind.Text,
        data: text,
        displayData: text,
        allowOverlay: false,
        readonly: true,
        allowWrapping,
        themeOverride: LINK_THEME,
        cursor: 'pointer',
      };
    return { kind: GridCellKind.Text, data: text, displayData: text, allowOverlay: false, readonly: true, allowWrapping };
  };

  /** Where a cell leads: its column's link, else the row's action. */
  const cellTarget = ([col, row]: Item): string | undefined => {
    const record = shown[row];
    if (record === undefined) return undefined;
    const link = columns[col]?.link;
    return link ? link.to(record) : action.to(record);
  };
  const linkColumns = columns.filter((column) => column.link);

  const toggleSort = (columnId: string) =>
    setSort((current) =>
      current?.column === columnId ? { column: columnId, order: current.order === 'asc' ? 'desc' : 'asc' } : { column: columnId, order: 'asc' },
    );

  const selectedRow = selection.current?.cell[1] ?? selection.rows.first();
  const selected = selectedRow === undefined ? undefined : shown[selectedRow];
  const height = Math.min(MAX_HEIGHT, HEADER_HEIGHT + shown.reduce((sum, _, row) => sum + heightOf(row), 0) + 2);

  if (rows.length === 0) return <>{empty}</>;
  return (
    <div className="admin-grid">
      <AdminStylesheet view="grid" />
      <div className="admin-grid__tools">
        <label className="admin-grid__field">
          <span>{t.filter}</span>
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-controls={`${id}-grid`}
            aria-describedby={`${id}-count`}
          />
        </label>
        <label className="admin-grid__field">
          <span>{t.sortBy}</span>
          <select
            value={sort?.column ?? ''}
            onChange={(event) => setSort(event.target.value ? { column: event.target.value, order: sort?.order ?? 'asc' } : null)}
          >
            <option value="">{t.noSort}</option>
            {columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.title}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" disabled={!sort} onClick={() => sort && setSort({ ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' })}>
          {sort?.order === 'desc' ? t.descending : t.ascending}
        </Button>
      </div>
      <p id={`${id}-count`} className="admin-grid__count" role="status">
        {format(countText, { shown: shown.length, total: rows.length })}
      </p>
      <div id={`${id}-grid`} className="admin-grid__canvas" role="group" aria-label={caption} aria-describedby={`${id}-help`}>
        <p id={`${id}-help`} className="visually-hidden">
          {t.keyboardHelp}
        </p>
        {shown.length > 0 ? (
          <DataEditor
            columns={layout.columns}
            rows={shown.length}
            getCellContent={getCellContent}
            getCellsForSelection
            width="100%"
            height={height}
            rowHeight={heightOf}
            // The first column (the page's title) stays in view while the grid scrolls sideways.
            freezeColumns={1}
            headerHeight={HEADER_HEIGHT}
            theme={THEME}
            smoothScrollX
            smoothScrollY
            rowMarkers="none"
            rowSelect="single"
            columnSelect="none"
            rangeSelect="cell"
            gridSelection={selection}
            onGridSelectionChange={setSelection}
            onHeaderClicked={(col) => {
              const column = columns[col];
              if (column) toggleSort(column.id);
            }}
            onCellActivated={(cell) => {
              const to = cellTarget(cell);
              if (to !== undefined) void navigate(to);
            }}
            onCellClicked={(cell) => {
              if (!columns[cell[0]]?.link) return;
              const to = cellTarget(cell);
              if (to !== undefined) void navigate(to);
            }}
            getRowThemeOverride={(row) => (row % 2 === 1 ? { bgCell: '#fbf8f4' } : undefined)}
            keybindings={{ search: false, selectAll: false, copy: true }}
          />
        ) : (
          <p className="admin-grid__none">{t.noMatch}</p>
        )}
      </div>
      <p className="admin-grid__action">
        {selected === undefined ? (
          t.selectRow
        ) : (
          <>
            {linkColumns.map((column) =>
              column.link ? (
                <Link key={column.id} className={buttonClassName('primary', 'sm')} to={column.link.to(selected)}>
                  {column.link.label(selected)}
                </Link>
              ) : null,
            )}
            <Link className={buttonClassName(linkColumns.length > 0 ? 'secondary' : 'primary', 'sm')} to={action.to(selected)}>
              {action.label(selected)}
            </Link>
          </>
        )}
      </p>
      <details className="admin-grid__plain">
        <summary>{t.plainTable}</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>
              {caption} — {format(countText, { shown: shown.length, total: rows.length })}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.id} scope="col" aria-sort={sort?.column === column.id ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row">
                        <Link to={action.to(row)} aria-label={action.label(row)}>
                          {textOf(column, row)}
                        </Link>
                      </th>
                    ) : column.link ? (
                      <td key={column.id}>
                        <Link to={column.link.to(row)} aria-label={column.link.label(row)}>
                          {textOf(column, row)}
                        </Link>
                      </td>
                    ) : (
                      <td key={column.id}>{textOf(column, row)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
