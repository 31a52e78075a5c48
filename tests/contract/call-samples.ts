/**
 * One realistic request and one bad request per call of schemas/calls.json (API host), used by
 * demo-api.test.ts: the realistic one must answer `success: true` with schema-valid data, the bad one a
 * schema-valid error envelope with the given status. `callSamples` refer to fixtures/sites/51 (the massage
 * practitioner), `site52Samples` to fixtures/sites/52 (the winemaker).
 */

/** Who makes the request: nobody, the demo member or the demo admin of the site (its users.json). */
export type SampleRole = null | 'member' | 'admin';

/** A file sent in a multipart body. */
export interface SampleFile {
  field: string;
  name: string;
  type: string;
  content: string | Uint8Array<ArrayBuffer>;
}

/** One request of a call. */
export interface SampleRequest {
  as?: SampleRole;
  pathParams?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON body; for a multipart call, the text fields (objects are sent as JSON text). */
  body?: unknown;
  files?: SampleFile[];
  /** Override of the site id header (a bad request may name an unknown site). */
  site?: string;
}

/** What a sample may read before building its request (e.g. a reset token from the test-control surface). */
export interface SampleContext {
  /** GET `/__demo/<path>` and return its `data`. */
  demo(path: string): Promise<unknown>;
  /** Make another call first (same rules as the samples), returning its `data`. */
  call(id: string, request: SampleRequest): Promise<unknown>;
}

/** The pair of requests of one call. */
export interface CallSample {
  ok: SampleRequest | ((ctx: SampleContext) => Promise<SampleRequest>);
  bad: SampleRequest & { status: 400 | 401 | 403 | 404 | 409 };
}

/**
 * The instant the contract test's demo API stands at (its clock, `now` option): the samples that
 * name days (bookings, click-and-collect) are written for it, so no day of the year can make them fail.
 * A Tuesday.
 */
export const CONTRACT_NOW = '2026-12-01T10:00:00+01:00';

/** Next date (YYYY-MM-DD) that falls on an ISO weekday (1 = Monday), at least a day after {@link CONTRACT_NOW}. */
export function nextWeekday(isoDay: number): string {
  const d = new Date(CONTRACT_NOW);
  d.setUTCDate(d.getUTCDate() + 1);
  while (((d.getUTCDay() + 6) % 7) + 1 !== isoDay) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A request for a 90-minute Swedish massage (site 51) starting at `start` ("2026-12-04T10:00:00+01:00"). */
export function bookingRequest(start: string) {
  return {
    serviceId: 3,
    duration: 90,
    start,
    firstname: 'Camille',
    lastname: 'Roux',
    email: 'camille.roux@exemple.fr',
    phone: '06 12 34 56 78',
    note: null,
    consent: true,
  };
}

const UNKNOWN_SITE = { site: '999', status: 404 } as const;

const marieLogin = { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026' };

const billing = {
  firstname: 'Claire',
  lastname: 'Morin',
  address: '14 rue des Halles',
  addressPart2: null,
  postalCode: '85000',
  city: 'La Roche-sur-Yon',
  country: { id: 1, alphaTwo: 'FR', alphaThree: 'FRA', name: 'France' },
  phone: '06 71 42 88 10',
};

/** A guest order delivered at home: two small lavender oils and a massage candle. */
export const deliveryOrder = {
  products: [
    { id: 11, quantity: 2 },
    { id: 23, quantity: 1 },
  ],
  user: { phone: '06 71 42 88 10', email: 'claire.morin@exemple.fr', firstname: 'Claire', lastname: 'Morin' },
  address: { delivery: billing, billing },
  discountCode: null,
  message: 'Merci de laisser le colis chez la voisine si je suis absente.',
  delivery: { type: 'DELIVERY' },
  idCarrier: 1,
  deliveryPostalCode: '85000',
  deliveryIdCountry: 1,
};

/** A real 1×1 PNG (the demo API checks the signature and reads the size). */
export const pngPixel = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

/** A password reset with the token the demo API issued for `email` (asked first, read from `/__demo/reset-tokens`). */
function resetWithTokenOf(email: string): (ctx: SampleContext) => Promise<SampleRequest> {
  return async (ctx) => {
    await ctx.call('askPasswordReset', { body: { email } });
    const tokens = await ctx.demo('reset-tokens');
    const last = Array.isArray(tokens) ? tokens.at(-1) : undefined;
    const token = typeof last === 'object' && last !== null && 'token' in last ? String(last.token) : '';
    return { body: { token, password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' } };
  };
}

/** Every call's samples, by call id (alphabetical). */
export const callSamples: Record<string, CallSample> = {
  askPasswordReset: {
    ok: { body: { email: 'marie.lefebvre@exemple.fr' } },
    bad: { body: { email: 'marie.lefebvre' }, status: 400 },
  },
  calculateShippingFees: {
    ok: { body: { products: [{ idProduct: 11, quantity: 2 }], postalCode: '85150', country: 'FR' } },
    bad: { body: { products: [], postalCode: '85150', country: 'FR' }, status: 400 },
  },
  checkLayoutHash: {
    ok: { as: 'admin', pathParams: { idPage: 1, idLayout: 1 }, body: { html: '<section class="hero"><h1>Prendre une heure pour soi</h1></section>' } },
    bad: { as: 'member', pathParams: { idPage: 1, idLayout: 1 }, body: { html: '<p>Bonjour</p>' }, status: 403 },
  },
  computeDiscount: {
    ok: { body: { ...deliveryOrder, discountCode: 'BIENVENUE10' } },
    bad: { body: { products: [{ id: 11 }] }, status: 400 },
  },
  createBooking: {
    // Friday 4 December, three days after CONTRACT_NOW (past the 24 h notice), 10:00 Paris time.
    ok: { body: bookingRequest('2026-12-04T10:00:00+01:00') },
    bad: {
      body: {
        serviceId: 3,
        duration: 90,
        start: '2026-11-25 10:00',
        firstname: 'Camille',
        lastname: 'Roux',
        email: 'camille.roux@exemple.fr',
        phone: '06 12 34 56 78',
        consent: true,
      },
      status: 400,
    },
  },
  createOrder: {
    ok: { body: deliveryOrder },
    bad: { body: { ...deliveryOrder, user: undefined }, status: 400 },
  },
  createPage: {
    ok: { as: 'admin', body: { title: 'Séances en duo', idParent: 2, showInMenu: true } },
    bad: { as: 'admin', body: { title: 'Une autre page d’accueil', url: 'accueil', idParent: null, showInMenu: false }, status: 400 },
  },
  deletePage: { ok: { as: 'admin', pathParams: { id: 4 } }, bad: { as: 'admin', pathParams: { id: 1 }, status: 409 } },
  deleteUser: {
    ok: { as: 'member' },
    bad: { as: null, status: 401 },
  },
  generateDeclinationTechnicalFile: {
    ok: { pathParams: { id: 6, idDeclination: 11 } },
    bad: { pathParams: { id: 6, idDeclination: 'onze' }, status: 400 },
  },
  generateTechnicalFile: {
    ok: { pathParams: { id: 6 } },
    bad: { pathParams: { id: 'lavande' }, status: 400 },
  },
  getAddressTypes: { ok: {}, bad: UNKNOWN_SITE },
  getAdminForms: { ok: { as: 'admin' }, bad: { as: 'member', status: 403 } },
  getAdminPages: { ok: { as: 'admin' }, bad: { as: 'member', status: 403 } },
  getAlbum: { ok: { pathParams: { id: 1 } }, bad: { pathParams: { id: 'studio' }, status: 400 } },
  getAlbums: { ok: { query: { nbItem: '2' } }, bad: { query: { page: '0' }, status: 400 } },
  getAwards: { ok: { query: { product: '9' } }, bad: { query: { product: 'neuf' }, status: 400 } },
  getBlog: { ok: { pathParams: { id: '2' } }, bad: { pathParams: { id: 'article-qui-n-existe-pas' }, status: 404 } },
  getBlogAriane: { ok: { pathParams: { id: 3 } }, bad: { pathParams: { id: 'inconnu' }, status: 400 } },
  getBlogFolder: { ok: { pathParams: { id: 1 } }, bad: { pathParams: { id: 'bien-etre' }, status: 400 } },
  getBlogFolderAriane: { ok: { pathParams: { id: 2 } }, bad: { pathParams: { id: 'x' }, status: 400 } },
  getBlogFolderList: { ok: { query: { nbItem: '3', tags: 'conseils' } }, bad: { query: { auteur: 'Maëlle' }, status: 400 } },
  getBlogFolderListById: { ok: { pathParams: { id: 1 }, query: { nbItem: '2' } }, bad: { pathParams: { id: 404 }, status: 404 } },
  getBlogFolders: { ok: {}, bad: UNKNOWN_SITE },
  getBookingAvailability: {
    ok: { query: { serviceId: '3', duration: '90', from: '2026-12-02', to: '2026-12-16' } },
    bad: { query: { serviceId: '3', duration: '90', from: '2026-11-25', to: 'demain' }, status: 400 },
  },
  getCompanyAddress: { ok: { query: { type: 'CLICK_AND_COLLECT' } }, bad: { query: { nbItem: '0' }, status: 400 } },
  getComponentConf: { ok: { pathParams: { slug: 'accueil' } }, bad: { pathParams: { slug: 'page-inexistante' }, status: 404 } },
  getConfDraft: { ok: { as: 'admin', pathParams: { slug: 'qui-suis-je' } }, bad: { as: 'member', pathParams: { slug: 'qui-suis-je' }, status: 403 } },
  getConfVersions: { ok: { as: 'admin', pathParams: { slug: 'qui-suis-je' } }, bad: { as: 'admin', pathParams: { slug: 'page-inexistante' }, status: 404 } },
  getCountries: { ok: {}, bad: UNKNOWN_SITE },
  getElement: { ok: { pathParams: { route: 'ateliers', id: 1 } }, bad: { pathParams: { route: 'ateliers', id: 'un' }, status: 400 } },
  getElementRoutes: { ok: { as: 'admin' }, bad: { as: null, status: 401 } },
  getElements: {
    ok: { pathParams: { route: 'ateliers' }, query: { startDate: 'gte:2026-01-01', orderBy: 'startDate' } },
    bad: { pathParams: { route: 'ateliers' }, query: { nbItem: 'vingt' }, status: 400 },
  },
  getExternalAppConfig: { ok: { pathParams: { app: 'booking' } }, bad: { pathParams: { app: 'Agenda En Ligne' }, status: 400 } },
  getForm: { ok: { pathParams: { id: 1 } }, bad: { pathParams: { id: 'contact' }, status: 400 } },
  getGoogleReviews: { ok: { query: { from: '2025-01-01' } }, bad: { query: { from: 'hier' }, status: 400 } },
  getLogged: { ok: { as: 'member' }, bad: UNKNOWN_SITE },
  getMealIcons: { ok: {}, bad: UNKNOWN_SITE },
  getMedia: { ok: { as: 'admin' }, bad: { as: null, status: 401 } },
  getNews: { ok: { query: { promoted: 'true' } }, bad: { query: { promoted: 'peut-etre' }, status: 400 } },
  getNewsletterLists: { ok: { as: 'member' }, bad: { as: null, status: 401 } },
  getNewsletterSubscription: { ok: { as: 'member' }, bad: { as: null, status: 401 } },
  getPage: { ok: { pathParams: { slug: 'qui-suis-je' } }, bad: { pathParams: { slug: 'page-inexistante' }, status: 404 } },
  getPageTree: { ok: {}, bad: UNKNOWN_SITE },
  getParameters: { ok: {}, bad: UNKNOWN_SITE },
  getPaymentPublicKey: { ok: {}, bad: UNKNOWN_SITE },
  getProduct: { ok: { pathParams: { id: 6 } }, bad: { pathParams: { id: 'huile' }, status: 400 } },
  getProducts: { ok: { query: { kind: 'OIL,CANDLE', nbItem: '5', orderBy: '-price' } }, bad: { query: { couleur: 'rouge' }, status: 400 } },
  getRecommendedProducts: { ok: { pathParams: { id: 6 } }, bad: { pathParams: { id: 9999 }, status: 404 } },
  getService: { ok: { pathParams: { id: 4 } }, bad: { pathParams: { id: 'sportif' }, status: 400 } },
  getServices: { ok: { query: { tag: 'sport,grossesse' } }, bad: { query: { nbItem: '-1' }, status: 400 } },
  getSiteInfo: { ok: {}, bad: UNKNOWN_SITE },
  getUser: { ok: { as: 'member' }, bad: { as: null, status: 401 } },
  getVariations: { ok: {}, bad: UNKNOWN_SITE },
  loadSvg: {
    ok: { body: { url: '/demo/icons/point-relais.svg' } },
    bad: { body: { url: 'https://exemple.fr/logo.svg' }, status: 400 },
  },
  login: {
    ok: { body: marieLogin },
    bad: { body: { email: marieLogin.email, password: 'mauvais-mot-de-passe' }, status: 400 },
  },
  logVisit: { ok: { pathParams: { from: 'newsletter-printemps' } }, bad: { pathParams: { from: 'qr-code-studio' }, site: 'abc', status: 404 } },
  publishConf: {
    ok: { as: 'admin', pathParams: { slug: 'qui-suis-je' }, body: { revision: 0 } },
    bad: { as: 'admin', pathParams: { slug: 'qui-suis-je' }, body: { revision: 3 }, status: 409 },
  },
  refreshQuantities: {
    ok: { body: { products: [{ id: 11 }, { id: 18 }] } },
    bad: { body: { products: [{ id: 'onze' }] }, status: 400 },
  },
  register: {
    ok: {
      body: {
        email: 'lucas.bernard@exemple.fr',
        password: 'Vendee-2026',
        passwordConfirmation: 'Vendee-2026',
        firstname: 'Lucas',
        lastname: 'Bernard',
        phone: '07 81 22 45 90',
        birthdate: '1992-06-21',
        acceptCgu: true,
        newsletter: true,
      },
    },
    bad: {
      body: {
        email: 'lucas.bernard@exemple.fr',
        password: 'Vendee-2026',
        passwordConfirmation: 'Vendee-2026',
        firstname: 'Lucas',
        lastname: 'Bernard',
        acceptCgu: false,
      },
      status: 400,
    },
  },
  registerForElement: {
    ok: {
      pathParams: { route: 'ateliers', id: 3 },
      body: {
        firstname: 'Julie',
        lastname: 'Renaud',
        email: 'julie.renaud@exemple.fr',
        phone: '06 20 11 54 73',
        places: 2,
        message: 'Nous venons à deux, débutants.',
      },
    },
    bad: { pathParams: { route: 'ateliers', id: 3 }, body: { firstname: '', email: 'julie' }, status: 400 },
  },
  resetPassword: {
    ok: resetWithTokenOf('marie.lefebvre@exemple.fr'),
    bad: { body: { token: 'jeton-inconnu', password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' }, status: 400 },
  },
  restoreConfVersion: {
    ok: { as: 'admin', pathParams: { slug: 'qui-suis-je', number: 1 } },
    bad: { as: 'admin', pathParams: { slug: 'qui-suis-je', number: 9 }, status: 404 },
  },
  saveConfDraft: {
    ok: {
      as: 'admin',
      pathParams: { slug: 'qui-suis-je' },
      body: { revision: 0, blocks: [{ id: 'titre', component: 'heading', props: { text: 'Qui suis-je ?', level: 1 } }] },
    },
    bad: { as: 'admin', pathParams: { slug: 'qui-suis-je' }, body: { revision: 0, blocks: [{ id: 'titre', props: {} }] }, status: 400 },
  },
  searchAccessPoints: {
    ok: { body: { address: '8 rue du Lavoir', postalCode: '85150', city: 'Les Achards', country: 'FR' } },
    bad: { body: { postalCode: '8', city: 'Les Achards', country: 'France' }, status: 400 },
  },
  searchCities: { ok: { pathParams: { search: 'sables', idCountry: 1 } }, bad: { pathParams: { search: 'sables', idCountry: 'france' }, status: 400 } },
  sendMessage: {
    ok: {
      body: {
        firstname: 'Sophie',
        lastname: 'Girard',
        email: 'sophie.girard@exemple.fr',
        phone: '06 45 12 78 30',
        subject: 'Massage femme enceinte',
        message: 'Bonjour, je suis enceinte de cinq mois : proposez-vous des séances le samedi matin ?',
        consent: true,
      },
    },
    bad: { body: { firstname: 'Sophie', lastname: 'Girard', email: 'sophie.girard@exemple.fr', message: 'Court', consent: true }, status: 400 },
  },
  submitForm: {
    ok: {
      pathParams: { id: 1 },
      body: {
        values: {
          company: 'Atlantique Logistique',
          contactName: 'Thomas Giraud',
          email: 'thomas.giraud@atlantique-logistique.fr',
          phone: '02 51 44 18 90',
          headcount: '11-50',
          formula: 'half-day',
          wishedDate: '2026-06-12',
          message: 'Une demi-journée d’amma assis pour nos équipes de l’entrepôt de La Roche-sur-Yon.',
          newsletter: true,
          consent: true,
        },
      },
      files: [{ field: 'images', name: 'cahier-des-charges.pdf', type: 'application/pdf', content: '%PDF-1.4 cahier des charges' }],
    },
    bad: { pathParams: { id: 1 }, body: { values: { company: 'Atlantique Logistique', email: 'thomas.giraud' } }, status: 400 },
  },
  subscribeNewsletter: {
    ok: { body: { email: 'claire.morin@exemple.fr', firstname: 'Claire', lists: [2], consent: true } },
    bad: { body: { email: 'claire.morin', consent: true }, status: 400 },
  },
  updateNewsletterSubscription: {
    ok: { as: 'member', body: { subscribed: true, lists: [1, 2] } },
    bad: { as: 'member', body: { subscribed: 'oui', lists: [] }, status: 400 },
  },
  updatePage: {
    ok: { as: 'admin', pathParams: { id: 3 }, body: { title: 'Massages et tarifs 2026', showInMenu: true } },
    bad: { as: 'admin', pathParams: { id: 1 }, body: { url: 'bienvenue' }, status: 409 },
  },
  updatePassword: {
    ok: { as: 'member', body: { oldPassword: 'Massage-2026', password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' } },
    bad: { as: 'member', body: { oldPassword: 'pas-le-bon', password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' }, status: 400 },
  },
  updateUser: {
    ok: {
      as: 'member',
      body: { email: 'marie.lefebvre@exemple.fr', firstname: 'Marie', lastname: 'Lefebvre-Martin', phone: '06 12 34 56 78', birthdate: '1987-04-12' },
    },
    bad: { as: 'member', body: { firstname: '', lastname: 'Lefebvre', birthdate: '12/04/1987' }, status: 400 },
  },
  uploadLayoutPreview: {
    ok: {
      as: 'admin',
      pathParams: { idPage: 1, idLayout: 1 },
      body: { hash: 'a'.repeat(64) },
      files: [{ field: 'image', name: 'apercu-accueil.png', type: 'image/png', content: pngPixel }],
    },
    bad: {
      as: null,
      pathParams: { idPage: 1, idLayout: 1 },
      files: [{ field: 'image', name: 'apercu.png', type: 'image/png', content: pngPixel }],
      status: 401,
    },
  },
  uploadMedia: {
    ok: { as: 'admin', files: [{ field: 'image', name: 'studio.png', type: 'image/png', content: pngPixel }] },
    bad: { as: 'member', files: [{ field: 'image', name: 'studio.png', type: 'image/png', content: pngPixel }], status: 403 },
  },
  validateOrder: {
    ok: {
      body: {
        products: [
          { id: 11, quantity: 2 },
          { id: 26, quantity: 1 },
        ],
      },
    },
    bad: { body: { products: [] }, status: 400 },
  },
};

/** The demo accounts of each tenant (fixtures/sites/<id>/users.json). */
export const DEMO_ACCOUNTS: Record<string, Record<'member' | 'admin', { email: string; password: string }>> = {
  '51': { member: marieLogin, admin: { email: 'admin@vitrine-demo.fr', password: 'Admin-2026' } },
  '52': {
    member: { email: 'paul.moreau@exemple.fr', password: 'Vendanges-2026' },
    admin: { email: 'admin@domaine-garnaudiere-demo.fr', password: 'Admin-Vins-2026' },
  },
};

/**
 * Calls site 52 (the winemaker) has no data for: it has no blog (its blog calls answer empty lists
 * or 404, checked in demo-api.test.ts).
 */
export const SITE_52_WITHOUT_DATA: readonly string[] = ['getBlog', 'getBlogAriane', 'getBlogFolder', 'getBlogFolderAriane', 'getBlogFolderListById'];

/** A guest order of site 52 delivered at home: 6 bottles of red 2023 and 6 half bottles of white 2024. */
export const winemakerDeliveryOrder = {
  ...deliveryOrder,
  products: [
    { id: 1, quantity: 6 },
    { id: 12, quantity: 6 },
  ],
  message: 'Livraison au bureau, de 9h à 17h.',
};

/** Site 52's samples where site 51's name its own data (ids, slugs, accounts, form fields). */
export const site52Samples: Record<string, CallSample> = {
  ...callSamples,
  calculateShippingFees: {
    ok: { body: { products: [{ idProduct: 17, quantity: 6 }], postalCode: '85470', country: 'FR' } },
    bad: callSamples.calculateShippingFees!.bad,
  },
  computeDiscount: { ok: { body: { ...winemakerDeliveryOrder, discountCode: 'VENDANGES10' } }, bad: { body: { products: [{ id: 1 }] }, status: 400 } },
  createOrder: { ok: { body: winemakerDeliveryOrder }, bad: { body: { ...winemakerDeliveryOrder, products: [{ id: 1, quantity: 5 }] }, status: 400 } },
  generateDeclinationTechnicalFile: { ok: { pathParams: { id: 2, idDeclination: 6 } }, bad: { pathParams: { id: 2, idDeclination: 5.5 }, status: 400 } },
  generateTechnicalFile: { ok: { pathParams: { id: 2 } }, bad: { pathParams: { id: 'terre-de-brem' }, status: 400 } },
  getAwards: { ok: { query: { product: '2' } }, bad: { query: { product: 'deux' }, status: 400 } },
  getBlogFolderList: { ok: { query: { nbItem: '3' } }, bad: { query: { auteur: 'Claire' }, status: 400 } },
  getElement: { ok: { pathParams: { route: 'degustations', id: 1 } }, bad: { pathParams: { route: 'degustations', id: 'un' }, status: 400 } },
  getElements: {
    ok: { pathParams: { route: 'degustations' }, query: { startDate: 'gte:2026-01-01', orderBy: 'startDate' } },
    bad: { pathParams: { route: 'degustations' }, query: { nbItem: 'dix' }, status: 400 },
  },
  getConfDraft: { ...callSamples.getConfDraft!, ok: { as: 'admin', pathParams: { slug: 'le-domaine' } } },
  getConfVersions: { ...callSamples.getConfVersions!, ok: { as: 'admin', pathParams: { slug: 'le-domaine' } } },
  getPage: { ok: { pathParams: { slug: 'le-domaine' } }, bad: { pathParams: { slug: 'qui-suis-je' }, status: 404 } },
  getProduct: { ok: { pathParams: { id: 1 } }, bad: { pathParams: { id: 'rouge' }, status: 400 } },
  getProducts: { ok: { query: { kind: 'VINS_ROUGES,BOX', nbItem: '5', orderBy: '-price' } }, bad: { query: { couleur: 'rouge' }, status: 400 } },
  getRecommendedProducts: { ok: { pathParams: { id: 1 } }, bad: { pathParams: { id: 9999 }, status: 404 } },
  getServices: { ok: {}, bad: { query: { nbItem: '-1' }, status: 400 } },
  // The cellar tour (90 minutes): Friday 4 December at 10:00, within Tuesday–Saturday mornings.
  getService: { ok: { pathParams: { id: 2 } }, bad: { pathParams: { id: 'chai' }, status: 400 } },
  createBooking: { ok: { body: { ...bookingRequest('2026-12-04T10:00:00+01:00'), serviceId: 2 } }, bad: callSamples.createBooking!.bad },
  getBookingAvailability: {
    ok: { query: { serviceId: '2', duration: '90', from: '2026-12-02', to: '2026-12-16' } },
    bad: { query: { serviceId: '2', duration: '90', from: '2026-11-25', to: 'demain' }, status: 400 },
  },
  loadSvg: { ok: { body: { url: '/demo/52/logos/logo.svg' } }, bad: callSamples.loadSvg!.bad },
  login: { ok: { body: DEMO_ACCOUNTS['52']!.member }, bad: { body: { email: 'paul.moreau@exemple.fr', password: 'Massage-2026' }, status: 400 } },
  publishConf: {
    ok: { as: 'admin', pathParams: { slug: 'le-domaine' }, body: { revision: 0 } },
    bad: { as: 'admin', pathParams: { slug: 'le-domaine' }, body: { revision: 2 }, status: 409 },
  },
  refreshQuantities: { ok: { body: { products: [{ id: 1 }, { id: 8 }] } }, bad: callSamples.refreshQuantities!.bad },
  registerForElement: {
    ok: {
      pathParams: { route: 'degustations', id: 2 },
      body: { firstname: 'Julie', lastname: 'Renaud', email: 'julie.renaud@exemple.fr', phone: '06 20 11 54 73', places: 2, message: 'Nous venons à deux.' },
    },
    bad: { pathParams: { route: 'degustations', id: 2 }, body: { firstname: '', email: 'julie' }, status: 400 },
  },
  resetPassword: {
    ok: resetWithTokenOf('paul.moreau@exemple.fr'),
    bad: callSamples.resetPassword!.bad,
  },
  restoreConfVersion: { ...callSamples.restoreConfVersion!, ok: { as: 'admin', pathParams: { slug: 'le-domaine', number: 1 } } },
  saveConfDraft: { ...callSamples.saveConfDraft!, ok: { as: 'admin', pathParams: { slug: 'le-domaine' }, body: { revision: 0, blocks: [] } } },
  searchAccessPoints: {
    ok: { body: { address: '14 route de la Garnaudière', postalCode: '85470', city: 'Brem-sur-Mer', country: 'FR' } },
    bad: callSamples.searchAccessPoints!.bad,
  },
  sendMessage: {
    ok: {
      body: {
        firstname: 'Sophie',
        lastname: 'Girard',
        email: 'sophie.girard@exemple.fr',
        phone: '06 45 12 78 30',
        subject: 'Une commande',
        message: 'Bonjour, livrez-vous en Belgique un carton de six bouteilles ?',
        consent: true,
      },
    },
    bad: callSamples.sendMessage!.bad,
  },
  submitForm: {
    ok: {
      pathParams: { id: 1 },
      body: {
        values: {
          name: 'Thomas Giraud',
          email: 'thomas.giraud@exemple.fr',
          formula: 'groupe',
          people: '10-30',
          wishedDate: '2026-06-12',
          message: 'Sortie du comité d’entreprise, une vingtaine de personnes.',
          consent: true,
        },
      },
    },
    bad: { pathParams: { id: 1 }, body: { values: { name: 'Thomas Giraud', email: 'thomas.giraud' } }, status: 400 },
  },
  updatePassword: {
    ok: { as: 'member', body: { oldPassword: 'Vendanges-2026', password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' } },
    bad: callSamples.updatePassword!.bad,
  },
  updateUser: {
    ok: { as: 'member', body: { email: 'paul.moreau@exemple.fr', firstname: 'Paul', lastname: 'Moreau', phone: '06 71 20 45 33', birthdate: '1979-06-21' } },
    bad: callSamples.updateUser!.bad,
  },
  validateOrder: {
    ok: {
      body: {
        products: [
          { id: 17, quantity: 12 },
          { id: 32, quantity: 1 },
        ],
      },
    },
    bad: { body: { products: [{ id: 8, quantity: 6 }] }, status: 400 },
  },
};
