/**
 * Loader of a service page (`/reservation-en-ligne/<slug>-<id>`). The service is critical data (an
 * unknown id is a real 404); an old or hand-typed slug is sent to the canonical URL (301), in the
 * page's language (`/en/reservation-en-ligne/guided-tasting-1`).
 * SPEC §4 reuse rule: the service already current (in the cache and fresh) is reused without a
 * request; another id is fetched, and the page is keyed by id so the previous one is never shown.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { serviceQueryOptions } from '@/api/queries/content';
import { serviceIdFromSegment, servicePath } from '@/lib/service-paths';
import { appPathname, loaderContextOf, notFound, routeError } from './loaders';
import { prefetchAlternates, type AlternateTarget } from './alternates';

/** What the service route hands its component. */
export interface ServicePageData {
  serviceId: number;
  /** The same service in the site's other locales (alternates.ts). */
  alternateOf: AlternateTarget;
}

/** True for what {@link serviceLoader} returns. */
export function isServicePageData(value: unknown): value is ServicePageData {
  return typeof value === 'object' && value !== null && 'serviceId' in value && typeof value.serviceId === 'number';
}

/** The loader. */
export async function serviceLoader(args: LoaderFunctionArgs): Promise<ServicePageData> {
  const { params, request } = args;
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const id = serviceIdFromSegment(params.service ?? '');
  if (id === null) notFound();
  const [service] = await Promise.all([
    queryClient.ensureQueryData(serviceQueryOptions(api, id)).catch(routeError),
    prefetchAlternates(context, { service: id }),
  ]);
  // Compared without the locale prefix (/en): the router puts it back on the redirect.
  const pathname = appPathname(context, request);
  const canonical = servicePath(service);
  if (pathname !== canonical && decodeURIComponent(pathname) !== canonical) throw redirect(`${canonical}${new URL(request.url).search}`, 301);
  return { serviceId: id, alternateOf: { service: id } };
}
