/**
 * Numbered pagination of a list whose page lives in the URL (DESIGN.md §5): previous, numbers with
 * gaps, next. Every entry is a real link (shareable, works without JavaScript); the caller says how
 * to render a link (the router's `Link`) and which URL shows which page. A page chosen here shows from
 * its top, and the focus goes with the visitor: to the page's heading, not left on the link tapped at
 * the list's foot, off screen.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { sayOf, type Say } from '@/lib/message-format';
import './pagination.css';

/** The pagination's own words in French (the default, and the French of the page's words). */
export const PAGINATION_WORDS = {
  'pagination.previous': '‹ Précédente',
  'pagination.previousPage': 'Page précédente',
  'pagination.next': 'Suivante ›',
  'pagination.nextPage': 'Page suivante',
  'pagination.page': 'Page {page}',
} as const;

/** The pagination's words in the page's language. */
export type PaginationSay = Say<typeof PAGINATION_WORDS>;

const french: PaginationSay = sayOf(PAGINATION_WORDS);

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
  /** Its own words (previous, next, « Page 3 ») in the page's language (French when absent). */
  say?: PaginationSay | undefined;
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

/** The heading of the page `element` is in (its `<main>`'s `h1`), focused without scrolling. */
function focusPageHeading(element: HTMLElement | null): void {
  const heading = element?.closest('main')?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** The pagination nav; nothing when the list fits on one page. */
export function Pagination({ page, pages, hrefFor, renderLink, label, say = french }: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  const chosenHere = useRef(false);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (!chosenHere.current) return;
    chosenHere.current = false;
    // The new page shows from its top (the router resets the scroll): so does the focus.
    focusPageHeading(navRef.current);
  }, [page]);
  if (pages < 2) return null;
  return (
    <nav
      ref={navRef}
      className="pagination"
      aria-label={label}
      onClickCapture={() => {
        chosenHere.current = true;
      }}
    >
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            renderLink({
              'href': hrefFor(page - 1),
              'className': 'pagination__link pagination__step',
              'rel': 'prev',
              'children': say('pagination.previous'),
              'aria-label': say('pagination.previousPage'),
            })
          ) : (
            <span className="pagination__link pagination__step pagination__link--off" aria-hidden="true">
              {say('pagination.previous')}
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
                'aria-label': say('pagination.page', { page: p }),
                'children': p,
              })
            ) : (
              renderLink({ 'href': hrefFor(p), 'className': 'pagination__link', 'aria-label': say('pagination.page', { page: p }), 'children': p })
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            renderLink({
              'href': hrefFor(page + 1),
              'className': 'pagination__link pagination__step',
              'rel': 'next',
              'children': say('pagination.next'),
              'aria-label': say('pagination.nextPage'),
            })
          ) : (
            <span className="pagination__link pagination__step pagination__link--off" aria-hidden="true">
              {say('pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
