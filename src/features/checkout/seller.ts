/**
 * Who sells, as the checkout names them: the business's name and phone (company parameters, else
 * the site's name) and the path of its contact page (the page tree's CONTACT page). Read from the
 * site's data so no tenant's name or URL is written in the checkout.
 */
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/api/generated/types';
import { useApi } from '@/api/api-context';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { indexParameters, parameterString } from '@/lib/parameters';

/** The seller as the checkout shows it. */
export interface Seller {
  /** COMPANY_NAME, else the site's name; null while neither is known. */
  name: string | null;
  phone: string | null;
  /** Path of the contact page (its nested path), or null when the site has none. */
  contactPath: string | null;
}

/** Path of the first CONTACT page of the tree, depth first, as its parents' slugs + its own. */
export function contactPathOf(tree: readonly Page[], parents: readonly string[] = []): string | null {
  for (const page of tree) {
    const path = [...parents, page.url];
    if (page.type === 'CONTACT') return `/${path.join('/')}`;
    const nested = contactPathOf(page.children ?? [], path);
    if (nested) return nested;
  }
  return null;
}

/** The seller of the current site (see the module comment); fields stay null until the data is there. */
export function useSeller(): Seller {
  const api = useApi();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const { data: tree } = useQuery(pageTreeQueryOptions(api));
  const index = indexParameters(parameters ?? []);
  return {
    name: parameterString(index, 'COMPANY_NAME') ?? (info?.name.trim() || null),
    phone: parameterString(index, 'COMPANY_PHONE'),
    contactPath: tree ? contactPathOf(tree) : null,
  };
}
