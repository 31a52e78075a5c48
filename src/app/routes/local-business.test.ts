/**
 * The home page's `HealthAndBeautyBusiness` structured data, built from the demo API's data (site 51)
 * read with the routes' own query factories, and from edited settings for the edge cases.
 */
import { describe, expect, it } from 'vitest';
import type { ParameterLike } from '@/lib/parameters';
import { companyAddressQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions, type ListedService } from '@/api/queries/content';
import { componentConfQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { createTestQueryClient, demoApiClient } from '@tests/support/test-providers';
import { heroImageOf } from './hero-image';
import { localBusinessJsonLd, priceRangeOf } from './local-business';

async function demoSource(siteId = 51) {
  const api = demoApiClient(siteId);
  const queryClient = createTestQueryClient();
  const [parameters, info, services, offices, conf] = await Promise.all([
    queryClient.fetchQuery(parametersQueryOptions(api)),
    queryClient.fetchQuery(siteInfoQueryOptions(api)),
    queryClient.fetchQuery(servicesQueryOptions(api)),
    queryClient.fetchQuery(companyAddressQueryOptions(api, 'HEAD_OFFICE')),
    queryClient.fetchQuery(componentConfQueryOptions(api, 'accueil')),
  ]);
  return { parameters, info, services: services.services, headOffice: offices[0] ?? null, image: heroImageOf(conf) };
}

/** The demo settings with some values replaced (null = unset). */
function withSettings(parameters: readonly ParameterLike[], changes: Record<string, string | null>): ParameterLike[] {
  return parameters.map((p) => (p.type in changes ? { ...p, value: changes[p.type] ?? null } : p));
}

describe('localBusinessJsonLd', () => {
  it('describes the demo practitioner from her settings, site info, head office and services', async () => {
    const data = localBusinessJsonLd(await demoSource());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      'name': 'Maëlle Guérin Bien-être',
      'url': 'https://www.maelle-guerin-massages.fr/',
      'logo': 'https://www.maelle-guerin-massages.fr/demo/logos/logo.svg',
      'image': 'https://www.maelle-guerin-massages.fr/demo/services/massage-californien.svg',
      'telephone': '+33639984217',
      'email': 'bonjour@maelle-guerin-massages.fr',
      'address': {
        '@type': 'PostalAddress',
        'streetAddress': '8 rue du Lavoir, La Mothe-Achard',
        'postalCode': '85150',
        'addressLocality': 'Les Achards',
        'addressCountry': 'FR',
      },
      'geo': { '@type': 'GeoCoordinates', 'latitude': 46.6163, 'longitude': -1.658 },
      'priceRange': '25–95 €',
    });
    // Opening hours are the massage hours; the phone line's hours belong to the contact point.
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        'dayOfWeek': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        'opens': '09:00',
        'closes': '19:00',
      },
    ]);
    expect(data.contactPoint).toMatchObject({ '@type': 'ContactPoint', 'telephone': '+33639984217', 'hoursAvailable': [{ opens: '09:00', closes: '17:00' }] });
    // Social profiles only: the "leave a Google review" link is not one, and no review markup at all.
    expect(data.sameAs).toEqual([
      'https://www.facebook.com/maelleguerin.massages',
      'https://www.instagram.com/maelle.massages.vendee/',
      'https://www.linkedin.com/in/maelle-guerin-massages/',
    ]);
    expect(JSON.stringify(data)).not.toMatch(/review|aggregateRating/i);
  });

  it('leaves out what it cannot state for sure: unreadable hours, no head office, no prices', async () => {
    const source = await demoSource();
    const data = localBusinessJsonLd({
      ...source,
      parameters: withSettings(source.parameters, { COMPANY_HOURS: 'Le matin, sur rendez-vous : de 9h' }),
      headOffice: null,
      services: [],
    });
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('openingHours');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('priceRange');
    expect(data).toMatchObject({ address: { postalCode: '85150', addressLocality: 'Les Achards' } });
  });

  it('falls back on the head office’s address and phone when the settings have none', async () => {
    const source = await demoSource();
    const data = localBusinessJsonLd({
      ...source,
      parameters: withSettings(source.parameters, { COMPANY_ADDRESS: null, COMPANY_POSTAL_CODE: null, COMPANY_CITY: null, COMPANY_PHONE: null }),
    });
    expect(data).toMatchObject({
      telephone: '+33639984217',
      address: { streetAddress: '8 rue du Lavoir, La Mothe-Achard', postalCode: '85150', addressLocality: 'Les Achards' },
    });
  });

  it('describes the demo winemaker (site 52) as a Winery, with its own name, address and phone', async () => {
    const data = localBusinessJsonLd(await demoSource(52));
    expect(data).toMatchObject({
      '@type': 'Winery',
      'name': 'Domaine de la Garnaudière',
      'telephone': '+33251334782',
      'address': { streetAddress: '14 route de la Garnaudière', postalCode: '85470', addressLocality: 'Brem-sur-Mer' },
      'geo': { latitude: 46.6109, longitude: -1.8121 },
    });
    expect(JSON.stringify(data)).not.toMatch(/Maëlle|Achards|massage/i);
    // The cellar's hours all year; « En juillet et août : du lundi au samedi, de 10h à 19h » is not every week's.
    const caveau = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', 'dayOfWeek': caveau, 'opens': '10:00', 'closes': '12:30' },
      { '@type': 'OpeningHoursSpecification', 'dayOfWeek': caveau, 'opens': '14:30', 'closes': '18:30' },
    ]);
  });

  it('still describes the site at its address when every call failed, and invents nothing', () => {
    // Without site info, URLs are built on the page's own origin.
    const origin = `${window.location.origin}/`;
    expect(localBusinessJsonLd({ parameters: undefined, info: undefined })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      '@id': `${origin}#entreprise`,
      'name': '',
      'url': origin,
    });
  });
});

describe('priceRangeOf', () => {
  it('spans the services’ prices, ignoring services on quote', () => {
    const service = (price: number | null) => ({ id: 1, title: 'Massage', url: 'massage', price, tags: [] });
    expect(priceRangeOf([service(65), service(null), service(35.5), service(90)])).toBe('35,50–90 €');
    expect(priceRangeOf([service(65)])).toBe('65 €');
    expect(priceRangeOf([service(null)])).toBeNull();
  });

  it('counts every length’s price, not only the first length’s (a 90-minute session dearer than the hour)', () => {
    const hourAndHalf: ListedService = {
      id: 4,
      title: 'Deep tissue',
      url: 'deep-tissue',
      price: 70,
      duration: 60,
      tags: [],
      durations: [
        { minutes: 60, price: 70 },
        { minutes: 90, price: 95 },
      ],
    };
    const onQuoteLength: ListedService = {
      id: 9,
      title: 'Amma assis',
      url: 'amma',
      price: 25,
      duration: 20,
      tags: [],
      durations: [
        { minutes: 20, price: 25 },
        { minutes: 240, price: null },
      ],
    };
    expect(priceRangeOf([hourAndHalf, onQuoteLength])).toBe('25–95 €');
  });
});
