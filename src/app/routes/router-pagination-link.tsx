import { Link } from 'react-router';
import type { PaginationLinkProps } from '@/ui/pagination';

/** A pagination link through the router (no full reload): the `renderLink` of every paginated route. */
export function routerPaginationLink({ href, children, ...rest }: PaginationLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
