/**
 * The interactions the bench times (issue 37, Interaction to Next Paint): ONE list, each a visitor's
 * tap or typing on a page of one of the two sites, scripted with Playwright. A feature that adds a
 * control a visitor touches adds a line here. `prepare` brings the page to the state before the
 * interaction (not timed); `act` is the interaction itself and waits for what it shows (timed: the
 * browser's Event Timing entries recorded during `act`).
 */
import type { Locator, Page } from '@playwright/test';
import { blockLabel } from '../src/app/admin/admin-block-label';

/** One timed interaction. */
export interface BenchInteraction {
  /** Short stable id (`<site>-<what>`), the key in bench/results.json and BENCH_INTERACTIONS. */
  id: string;
  /** What the table shows. */
  label: string;
  /** Path on the production server. */
  path: string;
  /** The tenant's host name when it is not site 51 (127.0.0.1): `vins.localhost` is site 52. */
  host?: string;
  /** Served by the server with the analytics tools configured (the consent banner shows). */
  analytics?: true;
  /** Typing: the latency is the worst key's. */
  typing?: true;
  /** Steps before the interaction, on the hydrated page (not timed). */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction, then a wait for what it shows. */
  act: (page: Page) => Promise<void>;
}

/** Keys typed in a field: a short sentence with accents, at a fast phone typist's pace. */
export const TYPED_TEXT = 'Bonjour, un massage à deux ?';
/** Milliseconds between two keys (≈ 8 keys a second). */
export const KEY_DELAY_MS = 120;

const main = (page: Page) => page.getByRole('main');
/** The bottom bar, named in the page's language (site 52's English pages: "Quick links"). */
const bottomBar = (page: Page) => page.getByRole('navigation', { name: /^(Accès rapides|Quick links)$/ });
const visible = async (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 15_000 });

/**
 * Resolves once the frame after the tap has been painted: the interaction's Event Timing entry is
 * then complete. Every act waits for it before looking for what the tap shows, because Playwright's
 * locators run their queries in the page's main thread (≈ 50 ms a poll at 4× on these pages, the
 * profile of « Page suivante »): polled during the interaction, they delayed its paint and were
 * counted in its latency. A visitor's phone runs no such queries.
 */
const painted = (page: Page) => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))');

/**
 * Resolves once the page has settled after a scroll: no resource has arrived for 250 ms (the lazy
 * images the scroll brought near the viewport are loaded), then two idle periods of the main thread
 * (they are decoded and painted).
 */
const SETTLED = `new Promise((resolve) => {
  // At most 2 s away: headless Chromium may start no idle period on a page where nothing happens (TWO_IDLE_PERIODS).
  const idle = (then) => requestIdleCallback(() => then(), { timeout: 2000 });
  let last = performance.now();
  const observer = new PerformanceObserver(() => { last = performance.now(); });
  observer.observe({ type: 'resource' });
  const check = () => {
    if (performance.now() - last < 250) return setTimeout(check, 50);
    observer.disconnect();
    idle(() => idle(resolve));
  };
  setTimeout(check, 50);
})`;

/**
 * Taps `target` as a visitor does: scrolled to first, then tapped once what the scroll brought in
 * has loaded. Playwright's own `tap()` scrolls and taps within the same few frames, so the tap of a
 * control below the fold landed while the lazy images the scroll had just requested were decoded on
 * the main thread (the demo's images are SVG documents: parsed, laid out and painted there), and the
 * tap waited for them (issue 37, the traces of « Ajouter au panier »: 40–120 ms of input delay).
 * A visitor's finger comes down after the page has stopped moving.
 */
async function tapInView(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(SETTLED);
  await target.tap();
}

async function typeIn(field: Locator): Promise<void> {
  await field.pressSequentially(TYPED_TEXT, { delay: KEY_DELAY_MS });
}

/** « Menu » of the bottom bar → the menu dialog. */
const openMenu = async (page: Page) => {
  await tapInView(page, bottomBar(page).getByRole('button', { name: 'Menu' }));
  await painted(page);
  await visible(page.getByRole('dialog', { name: 'Menu' }));
};

/** The booking form of `/reservation-en-ligne`. */
const booking = (page: Page) => page.getByRole('region', { name: 'Votre rendez-vous' });

/**
 * Brings the booking to a step (not timed): the calendar open and a day chosen (`day`), a time
 * chosen too (`time`), or the visitor's details form (`details`). The first day and time offered:
 * the demo API's agenda is relative to today, so some always are.
 */
const bookingTo = (step: 'day' | 'time' | 'details') => async (page: Page) => {
  const form = booking(page);
  await form.getByRole('button', { name: 'Choisir la date' }).click();
  await form.getByRole('grid').locator('tbody button:not([aria-disabled="true"])').first().click();
  const time = form
    .getByRole('group', { name: /^Horaire du/ })
    .getByRole('radio')
    .first();
  await visible(time);
  if (step === 'day') return;
  await time.check();
  if (step === 'time') return;
  await form.getByRole('button', { name: 'Continuer' }).click();
  await visible(form.getByRole('heading', { name: /^Étape 3 sur 4/ }));
};

/** The header's cart link → the cart drawer. */
const openCart = async (page: Page) => {
  await tapInView(
    page,
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Panier/ })
      .filter({ visible: true }),
  );
  await painted(page);
  await visible(page.getByRole('dialog', { name: 'Mon panier' }));
};

/** The bottom bar's second shortcut (the first is the home): client navigation (the tap's own paint; the page may follow). */
const navigate = async (page: Page) => {
  const before = page.url();
  await tapInView(page, bottomBar(page).getByRole('link').nth(1));
  await painted(page);
  await page.waitForURL((url) => url.href !== before, { timeout: 15_000 });
  await visible(main(page).getByRole('heading', { level: 1 }));
};

/** Put one product in the cart through its page (the cart feature writes its own storage). */
const addToCart = (productPath: string) => async (page: Page) => {
  await page.goto(productPath);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await main(page).getByRole('button', { name: 'Ajouter au panier' }).click();
  await visible(page.getByRole('status').filter({ hasText: 'a été ajouté au panier' }));
};

/** The cart page's first « + » (one more of the first line) → its quantity changes. */
const cartQuantityUp = async (page: Page) => {
  const line = main(page)
    .getByRole('group', { name: /^Quantité de/ })
    .first();
  const before = await line.getByRole('status').textContent();
  await tapInView(page, line.getByRole('button', { name: /^Ajouter/ }));
  await painted(page);
  await page.waitForFunction(([text]) => document.querySelector('main [role="group"] [role="status"]')?.textContent !== text, [before], {
    timeout: 15_000,
  });
};

/** The product page's add button, named in the page's language → the cart's confirmation. */
const tapAddToCart = (button: string, confirmation: string) => async (page: Page) => {
  await tapInView(page, main(page).getByRole('button', { name: button }));
  await painted(page);
  await visible(page.getByRole('status').filter({ hasText: confirmation }));
};

/** The checkout's e-mail field, after one product was put in the cart. */
const checkoutTyping = (productPath: string) => ({
  path: '/commande/coordonnees',
  typing: true as const,
  prepare: async (page: Page) => {
    await addToCart(productPath)(page);
    await page.goto('/commande/coordonnees');
  },
  act: async (page: Page) => typeIn(main(page).getByRole('textbox', { name: 'Adresse e-mail' })),
});

const PRODUCT_51 = '/boutique/huile-de-massage-relaxante-lavande-bio-6';
const PRODUCT_52 = '/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1';
const PRODUCT_52_EN = '/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1';
const VINS = 'vins.localhost';

const API_HEADERS = { 'idSite': '51', 'userLang': 'fr_FR', 'Content-Type': 'application/json' };
/** Blocks of the editor's long page (issue 35's budget: a 200-block page). */
export const EDITOR_PAGE_BLOCKS = 200;

/**
 * Logged in as the demo's admin, a new page of 200 blocks (headings and texts, the registry's
 * examples) opened in the editor: the long page of issue 35's budget. A page per run (the bench's
 * demo keeps its writes in memory).
 */
const openLongPage = async (page: Page) => {
  const login = await page.request.post('/api/login', { headers: API_HEADERS, data: { email: 'admin@vitrine-demo.fr', password: 'Admin-2026' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'token', value: token, url: page.url() }]);
  const authorised = { ...API_HEADERS, Authorization: token };
  const created = await page.request.post('/api/admin/page', {
    headers: authorised,
    data: { title: `Page longue ${Date.now()}`, idParent: null, showInMenu: false },
  });
  const slug = String(((await created.json()) as { data: { url: string } }).data.url);
  const blocks = Array.from({ length: EDITOR_PAGE_BLOCKS }, (_, i) =>
    i % 2 === 0
      ? { id: `heading-${i}`, component: 'heading', props: headingProps(i) }
      : {
          id: `text-${i}`,
          component: 'cms-text',
          props: {
            html: '<p>Chaque séance commence par un temps d’échange : vos envies du jour, les zones de tension, la pression que vous aimez.</p>',
            width: 'narrow',
          },
        },
  );
  const saved = await page.request.put(`/api/admin/component/conf/${slug}/draft`, { headers: authorised, data: { revision: 0, blocks } });
  if (!saved.ok()) throw new Error(`brouillon de 200 blocs refusé : HTTP ${saved.status()} ${await saved.text()}`);
  await page.goto(`/admin/editeur/${slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await visible(page.getByRole('button', { name: `Modifier le bloc ${headingLabel(EDITOR_PAGE_BLOCKS - 2)}`, exact: true }));
};

/** The long page's heading at place `i` (even): its props, and how the editor names it (admin-block-label.ts). */
function headingProps(i: number) {
  return { text: `Partie ${i / 2 + 1} : prendre soin de soi`, level: 2, align: 'start' };
}
const headingLabel = (i: number) => blockLabel({ component: 'heading', props: headingProps(i) });

/** The block half-way down the long page, selected: its form is open. */
const MIDDLE_LABEL = headingLabel(EDITOR_PAGE_BLOCKS / 2);
/** The block form's title field (the editor's region « Propriétés du bloc »). */
const titleField = (page: Page) => page.getByRole('region', { name: 'Réglages du bloc' }).getByLabel(/^Titre\*?$/u);
/** Resolves once the form shows the middle heading (its title field holds its words). */
const middleFormShown = (page: Page) =>
  page.waitForFunction(
    (words) => [...document.querySelectorAll<HTMLInputElement>('input, textarea')].some((field) => field.value === words),
    headingProps(EDITOR_PAGE_BLOCKS / 2).text,
    { timeout: 15_000 },
  );
const selectMiddle = async (page: Page) => {
  await page.getByRole('button', { name: `Modifier le bloc ${MIDDLE_LABEL}`, exact: true }).click();
  await middleFormShown(page);
};

/** Every timed interaction, in the order the table shows them. */
export const BENCH_INTERACTIONS: readonly BenchInteraction[] = [
  { id: '51-menu', label: '« Menu » (barre du bas), accueil', path: '/', act: openMenu },
  // The cart's drawer and client navigation are the app's: on a page it runs (the home starts with the islands,
  // whose cart entry and links load their page, decision 011).
  { id: '51-cart', label: 'Panier (en-tête) → tiroir, boutique', path: '/boutique', act: openCart },
  { id: '51-navigate', label: 'Navigation client (barre du bas), boutique', path: '/boutique', act: navigate },
  {
    id: '51-declination',
    label: 'Fiche produit : choix d’une déclinaison',
    path: PRODUCT_51,
    act: async (page) => {
      const radio = main(page).getByRole('radio', { name: /1 L/ });
      await tapInView(page, radio);
      await painted(page);
      await radio.waitFor({ state: 'visible' });
      if (!(await radio.isChecked())) throw new Error('déclinaison non choisie');
    },
  },
  {
    id: '51-add-to-cart',
    label: 'Fiche produit : « Ajouter au panier »',
    path: PRODUCT_51,
    act: tapAddToCart('Ajouter au panier', 'a été ajouté au panier'),
  },
  {
    id: '51-cart-quantity',
    label: 'Page panier : bouton de quantité +',
    path: '/panier',
    prepare: async (page) => {
      await addToCart(PRODUCT_51)(page);
      await page.goto('/panier');
    },
    act: cartQuantityUp,
  },
  {
    id: '51-booking-date',
    label: 'Réservation : « Choisir la date »',
    path: '/reservation-en-ligne?prestation=3',
    act: async (page) => {
      await tapInView(page, booking(page).getByRole('button', { name: 'Choisir la date' }));
      await painted(page);
      await visible(booking(page).getByRole('heading', { name: /^Étape 2 sur 4/ }));
    },
  },
  {
    id: '51-booking-day',
    label: 'Réservation : choix d’un jour',
    path: '/reservation-en-ligne?prestation=3',
    prepare: async (page) => {
      await booking(page).getByRole('button', { name: 'Choisir la date' }).click();
      await visible(booking(page).getByRole('grid'));
    },
    act: async (page) => {
      await tapInView(page, booking(page).getByRole('grid').locator('tbody button:not([aria-disabled="true"])').first());
      await painted(page);
      await visible(booking(page).getByRole('group', { name: /^Horaire du/ }));
    },
  },
  {
    id: '51-booking-time',
    label: 'Réservation : choix d’un horaire',
    path: '/reservation-en-ligne?prestation=3',
    prepare: bookingTo('day'),
    act: async (page) => {
      const time = booking(page)
        .getByRole('group', { name: /^Horaire du/ })
        .getByRole('radio')
        .first();
      await tapInView(page, time);
      await painted(page);
      await time.waitFor({ state: 'attached' });
      if (!(await time.isChecked())) throw new Error('51-booking-time : l’horaire touché n’est pas choisi');
    },
  },
  {
    id: '51-booking-continue',
    label: 'Réservation : « Continuer » vers les coordonnées',
    path: '/reservation-en-ligne?prestation=3',
    prepare: bookingTo('time'),
    act: async (page) => {
      await tapInView(page, booking(page).getByRole('button', { name: 'Continuer' }));
      await painted(page);
      await visible(booking(page).getByRole('heading', { name: /^Étape 3 sur 4/ }));
    },
  },
  {
    id: '51-booking-typing',
    label: 'Réservation, coordonnées : saisie d’« Un mot » (pire touche)',
    path: '/reservation-en-ligne?prestation=3',
    typing: true,
    prepare: bookingTo('details'),
    act: async (page) => typeIn(booking(page).getByRole('textbox', { name: /^Un mot/ })),
  },
  {
    id: '51-booking-check',
    label: 'Réservation : « Vérifier ma demande » (étape 4)',
    path: '/reservation-en-ligne?prestation=3',
    prepare: async (page) => {
      await bookingTo('details')(page);
      const form = booking(page);
      await form.getByRole('textbox', { name: /^Prénom/ }).fill('Camille');
      await form.getByRole('textbox', { name: /^Nom/ }).fill('Roux');
      await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('camille.bench@exemple.fr');
      await form.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
      await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
    },
    act: async (page) => {
      await tapInView(page, booking(page).getByRole('button', { name: 'Vérifier ma demande' }));
      await painted(page);
      await visible(booking(page).getByRole('heading', { name: /^Étape 4 sur 4/ }));
    },
  },
  {
    id: '51-contact-typing',
    label: 'Formulaire de contact : saisie (pire touche)',
    path: '/me-contacter',
    typing: true,
    act: async (page) => typeIn(page.getByRole('region', { name: 'M’écrire' }).getByRole('textbox', { name: /Votre message/ })),
  },
  {
    id: '51-services-filter',
    label: 'Prestations : filtre « À domicile » (navigation client)',
    path: '/reservation-en-ligne',
    act: async (page) => {
      const list = page.getByRole('region', { name: 'Quel massage ?' });
      await tapInView(page, list.getByRole('navigation', { name: 'Filtrer les prestations' }).getByRole('link', { name: 'À domicile' }));
      await painted(page);
      await page.waitForURL(/\?tag=domicile$/, { timeout: 15_000 });
      await visible(list.getByRole('status').filter({ hasText: 'À domicile' }));
    },
  },
  {
    id: '51-pagination',
    label: 'Actualités : « Page suivante »',
    path: '/actualites',
    act: async (page) => {
      await tapInView(page, page.getByRole('navigation', { name: 'Pages des actualités' }).getByRole('link', { name: 'Page suivante' }));
      await painted(page);
      await page.waitForURL(/\?page=2$/, { timeout: 15_000 });
      await visible(page.getByText(/page 2 sur 2/));
    },
  },
  { id: '51-checkout-typing', label: 'Commande, coordonnées : saisie de l’e-mail (pire touche)', ...checkoutTyping(PRODUCT_51) },
  {
    id: '51-consent',
    label: 'Bandeau cookies : « Tout accepter »',
    path: '/',
    analytics: true,
    act: async (page) => {
      const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
      await tapInView(page, banner.getByRole('button', { name: 'Tout accepter' }));
      await painted(page);
      await banner.waitFor({ state: 'hidden', timeout: 15_000 });
    },
  },
  {
    id: '51-consent-customise',
    label: 'Bandeau cookies : « Personnaliser » → la fenêtre des choix',
    path: '/',
    analytics: true,
    act: async (page) => {
      const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
      await tapInView(page, banner.getByRole('button', { name: 'Personnaliser' }));
      await painted(page);
      await visible(page.getByRole('dialog', { name: 'Personnaliser mes choix' }));
    },
  },
  { id: '52-menu', label: 'Site 52 : « Menu » (barre du bas), accueil', path: '/', host: VINS, act: openMenu },
  // The cart's drawer and client navigation are the app's: site 52's home starts with the islands
  // (decision 011: its product offers are a block island), whose cart entry and links load their page.
  { id: '52-cart', label: 'Site 52 : panier (en-tête) → tiroir, boutique', path: '/boutique', host: VINS, act: openCart },
  { id: '52-navigate', label: 'Site 52 : navigation client (barre du bas), boutique', path: '/boutique', host: VINS, act: navigate },
  {
    id: '52-offer-add',
    label: 'Site 52 : accueil, offre « Ajouter 6 bouteilles » (un îlot de bloc)',
    path: '/',
    host: VINS,
    act: async (page) => {
      await tapInView(
        page,
        main(page)
          .getByRole('button', { name: /^Ajouter 6 bouteilles/ })
          .first(),
      );
      await painted(page);
      await visible(page.getByRole('status').filter({ hasText: 'a été ajouté au panier' }));
    },
  },
  {
    id: '52-declination',
    label: 'Site 52 : fiche vin, choix du format',
    path: PRODUCT_52,
    host: VINS,
    act: async (page) => {
      const radio = main(page).getByRole('radio', { name: /Magnum/ });
      await tapInView(page, radio);
      await painted(page);
      if (!(await radio.isChecked())) throw new Error('format non choisi');
      await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('main input[type="number"]')?.value ?? '') === '1', undefined, {
        timeout: 15_000,
      });
    },
  },
  {
    id: '52-add-to-cart',
    label: 'Site 52 : « Ajouter au panier »',
    path: PRODUCT_52,
    host: VINS,
    act: tapAddToCart('Ajouter au panier', 'a été ajouté au panier'),
  },
  {
    id: '52-catalogue-filter',
    label: 'Site 52 : catalogue, case « Coffrets »',
    path: '/boutique',
    host: VINS,
    // On a phone the filters are behind « Filtrer les produits (n) » (a native <details>, df2f926): opened first, untimed.
    prepare: async (page) => {
      const toggle = main(page).locator('summary.vb-product-list__filters-toggle');
      if (await toggle.isVisible()) await toggle.click();
    },
    act: async (page) => {
      const box = main(page).getByRole('checkbox', { name: 'Coffrets' });
      await tapInView(page, box);
      await painted(page);
      if (!(await box.isChecked())) throw new Error('case non cochée');
    },
  },
  {
    id: '52-form-typing',
    label: 'Site 52 : formulaire CMS (rjsf), saisie (pire touche)',
    path: '/visites-et-degustations',
    host: VINS,
    typing: true,
    act: async (page) => typeIn(main(page).locator('form').getByRole('textbox').first()),
  },
  {
    id: '52-cart-quantity',
    label: 'Site 52 : page panier, bouton de quantité +',
    path: '/panier',
    host: VINS,
    prepare: async (page) => {
      await addToCart(PRODUCT_52)(page);
      await page.goto('/panier');
    },
    act: cartQuantityUp,
  },
  { id: '52-checkout-typing', label: 'Site 52 : commande, saisie de l’e-mail (pire touche)', host: VINS, ...checkoutTyping(PRODUCT_52) },
  { id: '52-en-menu', label: 'Site 52 en anglais : « Menu » (barre du bas), accueil', path: '/en', host: VINS, act: openMenu },
  {
    id: '52-en-add-to-cart',
    label: 'Site 52 en anglais : « Add to basket »',
    path: PRODUCT_52_EN,
    host: VINS,
    act: tapAddToCart('Add to basket', 'has been added to your basket'),
  },
  {
    id: 'editor-select',
    label: 'Éditeur, page de 200 blocs : choisir un bloc dans la liste',
    path: '/',
    prepare: openLongPage,
    act: async (page) => {
      await tapInView(page, page.getByRole('button', { name: `Modifier le bloc ${MIDDLE_LABEL}`, exact: true }));
      await painted(page);
      await middleFormShown(page);
    },
  },
  {
    id: 'editor-typing',
    label: 'Éditeur, page de 200 blocs : saisie dans le titre d’un bloc',
    path: '/',
    typing: true,
    prepare: async (page) => {
      await openLongPage(page);
      await selectMiddle(page);
    },
    act: async (page) => {
      const field = titleField(page);
      await field.fill('');
      await typeIn(field);
      // The preview (the editor's iframe) shows the text typeset (a narrow no-break space before « ? »): its words are enough.
      await page.waitForFunction(
        (words) =>
          [...(document.querySelector<HTMLIFrameElement>('.editor-iframe')?.contentDocument?.querySelectorAll('h2') ?? [])].some((h) =>
            h.textContent?.includes(words),
          ),
        TYPED_TEXT.slice(0, 20),
        {
          timeout: 15_000,
        },
      );
    },
  },
  {
    id: 'editor-move',
    label: 'Éditeur, page de 200 blocs : « Descendre » un bloc',
    path: '/',
    prepare: openLongPage,
    act: async (page) => {
      await tapInView(page, page.getByRole('button', { name: `Descendre le bloc ${MIDDLE_LABEL}`, exact: true }));
      await painted(page);
      // The row is one place further down (its list may follow the button's paint).
      await page.waitForFunction(
        ([name, at]) => [...document.querySelectorAll('.editor-list--depth-0 > li .editor-row__name')].findIndex((row) => row.textContent === name) === at,
        [MIDDLE_LABEL, EDITOR_PAGE_BLOCKS / 2 + 1] as const,
        { timeout: 15_000 },
      );
    },
  },
];

/**
 * The interactions named by `filter` (`BENCH_INTERACTIONS=51-menu,52-`: ids, or prefixes ending in `-`), all of them when it is empty. An id that names none is an error.
 */
export function selectInteractions(all: readonly BenchInteraction[], filter: string | undefined): readonly BenchInteraction[] {
  const ids = (filter ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return all;
  const named = (i: BenchInteraction, id: string) => i.id === id || (id.endsWith('-') && i.id.startsWith(id));
  const unknown = ids.filter((id) => !all.some((i) => named(i, id)));
  if (unknown.length > 0) throw new Error(`BENCH_INTERACTIONS : interactions inconnues ${unknown.join(', ')} (connues : ${all.map((i) => i.id).join(', ')})`);
  return all.filter((i) => ids.some((id) => named(i, id)));
}
