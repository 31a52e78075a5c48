/**
 * Which schema each demo-tenant fixture file follows (fixtures/sites/<siteId>/…). The demo API
 * serves these files; the contract test validates every one of them against schemas/.
 */
import { SCHEMA_BASE } from '@schemas/contract';

/** A JSON Schema wrapping the contract's schemas (by `$id`). */
export type FixtureSchema = { [key: string]: unknown };

/** One fixture file (or a family of files, `*` = one path segment). */
export interface FixtureSpec {
  /** Path relative to the site folder, e.g. "pages.json" or "component-conf/*.json". */
  pattern: string;
  /** The schema the file's content must satisfy. */
  schema: FixtureSchema;
  /** Must exist (for a `*` pattern: at least one file). */
  required: boolean;
  /** What the file is, for failure messages. */
  description: string;
}

const entity = (name: string): string => `${SCHEMA_BASE}entities/${name}.schema.json`;
const one = (name: string): FixtureSchema => ({ $ref: entity(name) });
const list = (name: string): FixtureSchema => ({ type: 'array', items: { $ref: entity(name) } });

/** Every fixture file of a site, in the layout of the demo API. */
export const FIXTURE_SPECS: readonly FixtureSpec[] = [
  { pattern: 'site-info.json', schema: one('site-info'), required: true, description: 'SiteInfo (GET /site/info)' },
  { pattern: 'parameters.json', schema: list('parameter'), required: true, description: 'Parameter[] (GET /parameter)' },
  { pattern: 'pages.json', schema: list('page'), required: true, description: 'Page[] tree (GET /page, /page/{slug})' },
  { pattern: 'component-conf/*.json', schema: one('component-conf'), required: true, description: 'ComponentConf of one page, file name = slug' },
  { pattern: 'services.json', schema: list('service'), required: true, description: 'Service[]' },
  { pattern: 'albums.json', schema: list('album'), required: true, description: 'Album[]' },
  { pattern: 'blog-folders.json', schema: list('blog-folder'), required: true, description: 'BlogFolder[]' },
  { pattern: 'blogs.json', schema: list('blog'), required: true, description: 'Blog[]' },
  { pattern: 'news.json', schema: list('news'), required: true, description: 'News[]' },
  { pattern: 'elements/*.json', schema: list('element'), required: true, description: 'Element[] of one route, file name = route' },
  {
    pattern: 'element-routes.json',
    schema: {
      type: 'array',
      items: { type: 'object', properties: { route: { type: 'string' }, name: { type: 'string' } }, required: ['route', 'name'], additionalProperties: false },
    },
    required: false,
    description: 'the element collections’ names (GET /admin/element/route), route = a file of elements/',
  },
  { pattern: 'forms.json', schema: list('form'), required: true, description: 'Form[]' },
  { pattern: 'google-reviews.json', schema: one('google-reviews'), required: true, description: 'GoogleReviews' },
  { pattern: 'products.json', schema: list('product'), required: true, description: 'Product[]' },
  { pattern: 'variations.json', schema: list('variation'), required: true, description: 'Variation[]' },
  { pattern: 'awards.json', schema: list('award'), required: true, description: 'Award[]' },
  { pattern: 'meal-icons.json', schema: list('meal-icon'), required: true, description: 'MealIcon[]' },
  { pattern: 'carriers.json', schema: list('carrier'), required: true, description: 'Carrier[] (shipping prices)' },
  { pattern: 'countries.json', schema: list('country'), required: true, description: 'Country[]' },
  { pattern: 'cities.json', schema: list('city'), required: true, description: 'City[]' },
  { pattern: 'access-points.json', schema: list('access-point'), required: true, description: 'AccessPoint[]' },
  { pattern: 'discounts.json', schema: list('discount'), required: true, description: 'Discount[]' },
  { pattern: 'address-types.json', schema: list('address-type'), required: true, description: 'AddressType[]' },
  { pattern: 'company-address.json', schema: list('company-address'), required: true, description: 'CompanyAddress[] (GET /company/address)' },
  { pattern: 'newsletter-lists.json', schema: list('newsletter-list'), required: true, description: 'NewsletterList[]' },
  {
    pattern: 'external-apps.json',
    schema: { type: 'object', additionalProperties: one('external-app-config') },
    required: true,
    description: 'app key → ExternalAppConfig (GET /external-app/{app}/config/public)',
  },
  {
    pattern: 'payment.json',
    schema: { $ref: `${SCHEMA_BASE}calls/get-payment-public-key.response.schema.json` },
    required: true,
    description: 'PaymentPublicKeyData (GET /custom-stripe/public-key)',
  },
  { pattern: 'users.json', schema: list('demo-user'), required: true, description: 'DemoUser[] (demo accounts)' },
  { pattern: 'directory.json', schema: one('directory-site'), required: false, description: 'DirectorySite (GET /site/resolve: the demo directory)' },
];

/** The spec a fixture path (relative to its site folder, forward slashes) falls under, if any. */
export function fixtureSpecFor(relativePath: string): FixtureSpec | undefined {
  return FIXTURE_SPECS.find((spec) => matches(spec.pattern, relativePath));
}

/** `*` matches one path segment (no slash); everything else is literal. */
export function matches(pattern: string, relativePath: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`).test(relativePath);
}
