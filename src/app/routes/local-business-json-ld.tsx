/**
 * The home page's `HealthAndBeautyBusiness` structured data, rendered from what its loader put in the
 * cache (./local-business.ts builds it). A file of its own, loaded lazily by the CMS page: while the
 * home hydrates, the server's block is kept as it is (`ServerHtmlPart`), so its builder (opening hours,
 * prices, address) is not in the page's initial JavaScript; it loads when the home is rendered in the
 * browser (a client-side navigation back to it, a static host).
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { companyAddressQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions } from '@/api/queries/content';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { JsonLd } from './json-ld';
import { localBusinessJsonLd } from './local-business';

/** The home's business markup; `image` is the page's picture (its hero), or null. */
export function LocalBusinessJsonLd({ image }: { image: string | null }) {
  const api = useApi();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const { data: services } = useQuery(servicesQueryOptions(api));
  const { data: offices } = useQuery(companyAddressQueryOptions(api, 'HEAD_OFFICE'));
  return <JsonLd data={localBusinessJsonLd({ parameters, info, services: services?.services, headOffice: offices?.[0] ?? null, image })} />;
}
