/**
 * The home page's structured data (issue 8, "SEO that a local business needs"): a schema.org
 * `HealthAndBeautyBusiness` (a `LocalBusiness`) built from the company settings, the site info, the
 * head office (geo position) and the services' prices. Pure: data in, JSON-LD object out. A value
 * the data does not hold is left out rather than guessed; Google reviews are never marked up
 * (Google's rule against self-served review markup).
 */
import type { ParameterLike } from '@/lib/parameters';
import type { CompanyAddress } from '@/api/generated/types';
import type { SiteInfoView } from '@/api/queries/site';
import type { ListedService } from '@/api/queries/content';
import { siteDataOf, type SocialType } from '@/app/layouts/site-data';
import { telHref } from '@/lib/phone';
import { formatAmount } from '@/lib/money';
import { sessionOffers } from '@/lib/service-offers';
import { parseOpeningHours, type OpeningRule } from '@/lib/opening-hours';
import { canonicalUrl } from './document-meta';
import { siteIdentityOf } from './use-site-meta';

/** What the builder reads; every part may be missing (a failed call only removes its fields). */
export interface LocalBusinessSource {
  parameters: readonly ParameterLike[] | undefined;
  info: SiteInfoView | undefined;
  /** The services (`GET /service`): their prices give `priceRange`. */
  services?: readonly ListedService[] | undefined;
  /** The head office (`GET /company/address?type=HEAD_OFFICE`): its position gives `geo`. */
  headOffice?: CompanyAddress | null | undefined;
  /** The page's picture (the home hero), site-relative or absolute. */
  image?: string | null | undefined;
}

/** Social links that are profiles of the business (`sameAs`); a "leave a review" link is not one. */
const NOT_A_PROFILE: ReadonlySet<SocialType> = new Set(['GOOGLE_REVIEW_URL']);

/** Labels of hours lines that say when to phone, not when the place is open. */
const PHONE_LABEL = /t[ée]l[ée]phon|appel|standard/i;

/**
 * `priceRange` from the services' prices, every length's ("25–95 €": a 90-minute deep tissue is 95 €
 * though its `price` is the hour's 70 €), one price alone as "65 €"; null without prices.
 */
export function priceRangeOf(services: readonly ListedService[] | undefined): string | null {
  const prices = (services ?? [])
    .flatMap((s) => {
      const offers = sessionOffers(s);
      return offers.length > 0 ? offers.map((o) => o.price) : [s.price];
    })
    .filter((p): p is number => typeof p === 'number' && Number.isFinite(p) && p > 0);
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `${formatAmount(low)} €` : `${formatAmount(low)}–${formatAmount(high)} €`;
}

/** A phone number in international form (`06 39 98 42 17` → `+33639984217`). */
function internationalPhone(phone: string): string {
  return telHref(phone).slice('tel:'.length);
}

function specifications(rules: readonly OpeningRule[]) {
  return rules.map((rule) => ({ '@type': 'OpeningHoursSpecification', 'dayOfWeek': rule.dayOfWeek, 'opens': rule.opens, 'closes': rule.closes }));
}

/**
 * The schema.org type of the business, from the site info: a winemaker's site is a `Winery`; the
 * builder's other sites (wellness practitioners) are a `HealthAndBeautyBusiness`.
 */
function businessType(info: LocalBusinessSource['info']): string {
  return info?.isWinemaker ? 'Winery' : 'HealthAndBeautyBusiness';
}

/** The `LocalBusiness` JSON-LD object of the site (see {@link businessType}). */
export function localBusinessJsonLd({ parameters, info, services, headOffice, image }: LocalBusinessSource): Record<string, unknown> {
  const { company, socials } = siteDataOf(parameters);
  const identity = siteIdentityOf(parameters, info);
  const siteUrl = canonicalUrl(identity.siteUrl, '/');
  const street = company.address ?? (headOffice ? [headOffice.address, headOffice.addressPart2].filter(Boolean).join(', ') : null);
  const postalCode = company.postalCode ?? headOffice?.postalCode ?? null;
  const city = company.city ?? headOffice?.city ?? null;
  const country = headOffice?.country.alphaTwo ?? info?.defaultLang?.country?.alphaTwo ?? null;
  const phone = company.phone ?? headOffice?.phone ?? null;
  const email = company.email ?? headOffice?.email ?? null;
  const hours = parseOpeningHours(company.hours);
  const openingRules = (hours ?? []).filter((line) => !line.label || !PHONE_LABEL.test(line.label)).flatMap((line) => line.rules);
  const phoneRules = (hours ?? []).filter((line) => line.label && PHONE_LABEL.test(line.label)).flatMap((line) => line.rules);
  const position = headOffice?.position;
  const sameAs = socials.filter((s) => !NOT_A_PROFILE.has(s.type)).map((s) => s.url);
  const priceRange = priceRangeOf(services);
  const hasAddress = street !== null || postalCode !== null || city !== null;

  return {
    '@context': 'https://schema.org',
    '@type': businessType(info),
    '@id': `${siteUrl}#entreprise`,
    'name': identity.brand,
    'url': siteUrl,
    ...(identity.logoUrl ? { logo: canonicalUrl(identity.siteUrl, identity.logoUrl) } : {}),
    ...(image ? { image: canonicalUrl(identity.siteUrl, image) } : identity.logoUrl ? { image: canonicalUrl(identity.siteUrl, identity.logoUrl) } : {}),
    ...(phone ? { telephone: internationalPhone(phone) } : {}),
    ...(email ? { email } : {}),
    ...(hasAddress
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(street ? { streetAddress: street } : {}),
            ...(postalCode ? { postalCode } : {}),
            ...(city ? { addressLocality: city } : {}),
            ...(country ? { addressCountry: country } : {}),
          },
        }
      : {}),
    ...(position ? { geo: { '@type': 'GeoCoordinates', 'latitude': position.latitude, 'longitude': position.longitude } } : {}),
    ...(openingRules.length > 0 ? { openingHoursSpecification: specifications(openingRules) } : {}),
    ...(phone && phoneRules.length > 0
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            'contactType': 'customer service',
            'telephone': internationalPhone(phone),
            'hoursAvailable': specifications(phoneRules),
          },
        }
      : {}),
    ...(priceRange ? { priceRange } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
