/**
 * Links placed by the CMS: internal paths go through the router (no full reload) when a router is
 * present; external links open in a new tab with `rel="noopener noreferrer"`.
 */
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

/** Props of {@link BlockLink}. */
export interface BlockLinkProps {
  'href': string;
  'className'?: string;
  'children': ReactNode;
  /** Open in a new tab (always for external `https://` links). */
  'newTab'?: boolean;
  'aria-label'?: string;
}

/** True for a path on this site (`/…`), as opposed to `https://`, `mailto:`, `tel:` or `#…`. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A link to a CMS-provided target. */
export function BlockLink({ href, className, children, newTab, ...aria }: BlockLinkProps) {
  const inRouter = useInRouterContext();
  if (isInternalHref(href) && inRouter && !newTab) {
    return (
      <Link to={href} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith('https://');
  const blank = newTab === true || external;
  return (
    <a href={href} className={className} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined} {...aria}>
      {children}
    </a>
  );
}
