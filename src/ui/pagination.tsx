/**
 * Numbered pagination of a list whose page lives in the URL (DESIGN.md §5): previous, numbers with
 * gaps, next. Every entry is a real link (shareable, works without JavaScript); the caller says how
 * to render a link (the router's `Link`) and which URL shows which page.
 */
import type { ReactNode } from 'react';
import './pagination.css';

/** What the caller's link renderer receives. */
export interface PaginationLinkProps {
  'href': string;
  'className': string;
  'children': ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  'rel'?: string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages (nothing renders below 2). */
  pages: number;
  /** URL of a page. */
  hrefFor: (page: number) => string;
  /** Renders one link (e.g. `(p) => <Link to={p.href} …/>`). */
  renderLink: (props: PaginationLinkProps) => ReactNode;
  /** Accessible name of the navigation, e.g. "Pages des articles". */
  label: string;
}

/** Pages shown: first, last, the current one and its neighbours; `null` marks a gap. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/** The pagination nav; nothing when the list fits on one page. */
export function Pagination({ page, pages, hrefFor, renderLink, label }: PaginationProps) {
  if (pages < 2) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            renderLink({
              'href': hrefFor(page - 1),
              'className': 'pagination__link pagination__step',
              'rel': 'prev',
              'children': '‹ Précédente',
              'aria-label': 'Page précédente',
            })
          ) : (
            <span className="pagination__link pagination__step pagination__link--off" aria-hidden="true">
              ‹ Précédente
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : p === page ? (
              renderLink({
                'href': hrefFor(p),
                'className': 'pagination__link pagination__link--current',
                'aria-current': 'page',
                'aria-label': `Page ${p}`,
                'children': p,
              })
            ) : (
              renderLink({ 'href': hrefFor(p), 'className': 'pagination__link', 'aria-label': `Page ${p}`, 'children': p })
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            renderLink({
              'href': hrefFor(page + 1),
              'className': 'pagination__link pagination__step',
              'rel': 'next',
              'children': 'Suivante ›',
              'aria-label': 'Page suivante',
            })
          ) : (
            <span className="pagination__link pagination__step pagination__link--off" aria-hidden="true">
              Suivante ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
