/**
 * The shell's links to its pages, marked `aria-current="page"` and `.active` on the page they lead
 * to (or inside it, unless `end`), like React Router's NavLink — without its `pending` state. A
 * NavLink reads the router's whole state, so every one of them (the menus, the bottom bar, the
 * footer: dozens) rendered again when a client navigation started and again when it ended: that
 * render ran inside the tap that started it (issue 37: 200–330 ms on a 4× slower phone for a filter
 * or « Page suivante »). This one reads the location only, which changes once, with the new page.
 */
import { forwardRef, type ComponentProps } from 'react';
import { Link, useLocation, useResolvedPath } from 'react-router';

/** Props: a Link's, and `end` as NavLink's (active only on the exact path). */
export type ShellNavLinkProps = ComponentProps<typeof Link> & { end?: boolean };

/** Comparable form of a path: decoded (a location's path is percent-encoded, a link's may not be), lower case. */
function comparable(path: string): string {
  try {
    return decodeURI(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/** A router link that knows whether it leads to the current page (see the module comment). */
export const ShellNavLink = forwardRef<HTMLAnchorElement, ShellNavLinkProps>(function ShellNavLink({ end = false, className, to, ...rest }, ref) {
  const target = comparable(useResolvedPath(to).pathname);
  const here = comparable(useLocation().pathname);
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  return (
    <Link {...rest} ref={ref} to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} />
  );
});
