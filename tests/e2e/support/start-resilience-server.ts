/**
 * Second Playwright web server (port `E2E_PORT` + 1, 4311 by default): the production build + demo API over a copy of the site
 * 51 fixtures with two extra pages, prepared under tests/.tmp/:
 *  - `/essai-resilience`: RESILIENCE_GOOD_BLOCKS good blocks + one unknown component + one block with
 *    invalid props + one block that throws (a `form` block whose form the demo API does not have: 404; the reviews block no
 *    longer throws when its call fails, it shows a quiet fallback, issue 9);
 *  - `/essai-xss`: every payload of DOMPurify's corpus (tests/fixtures/xss), one `cms-text` block each.
 * Run: `npx tsx tests/e2e/support/start-resilience-server.ts` (the Playwright config does it).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '../../../scripts/serve';
import xssCases from '../../fixtures/xss/dompurify-expect.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the data copy lives (git-ignored scratch space). */
export const RESILIENCE_DATA_DIR = path.join(ROOT, 'tests/.tmp/resilience-data');
export { RESILIENCE_PORT } from './ports';
import { RESILIENCE_PORT } from './ports';
export const RESILIENCE_SLUG = 'essai-resilience';
export const XSS_SLUG = 'essai-xss';
/** A page of 1,000 blocks (renderer throughput: `npm run bench` and the renderer README). */
export const THOUSAND_SLUG = 'essai-1000-blocs';
/** A page with a block that throws while rendering (on the server too), between good blocks. */
export const THROWING_SLUG = 'essai-bloc-qui-plante';
/** The throwing block's name in the conf (tests/e2e/support/throwing-block.tsx) and its conf id. */
export const THROWING_BLOCK = 'essai-plantage';
export const THROWING_BLOCK_ID = 'plantage-au-rendu';

/** A failing reviews call: pages of this tenant must still render (the reviews block shows its quiet fallback). */
export const RESILIENCE_FAULTS = 'getGoogleReviews=500';

/** The good blocks of the resilience page (the spec expects exactly these to render). */
export const RESILIENCE_GOOD_BLOCKS = [
  { id: 'bon-titre', component: 'heading', props: { text: 'Page d’essai de résilience', level: 1, subtitle: 'Trois blocs de cette page sont cassés exprès.' } },
  { id: 'bon-texte', component: 'cms-text', props: { html: '<p>Ce texte doit toujours s’afficher, quoi qu’il arrive aux blocs voisins.</p>' } },
  { id: 'bon-bouton', component: 'button-link', props: { label: 'Réserver un massage', href: '/reservation-en-ligne' } },
  { id: 'bon-encadre', component: 'callout', props: { title: 'Encadré intact', text: 'Les blocs en erreur sont isolés.', tone: 'calm' } },
  {
    id: 'bon-section',
    component: 'section',
    props: { title: 'Section intacte', tone: 'soft' },
    children: [{ id: 'bon-enfant', component: 'cms-text', props: { html: '<p>Un enfant valide dans une section valide.</p>' } }],
  },
  { id: 'bon-temoignages', component: 'testimonials', props: { title: 'Témoignages intacts', items: [{ quote: 'Toujours là.', author: 'Claire R.' }] } },
];

/** The three broken blocks, and the reason each must be diagnosed with. */
export const RESILIENCE_BAD_BLOCKS = [
  { block: { id: 'casse-inconnu', component: 'carrousel-magique', props: { vitesse: 3 } }, reason: 'unknown-component' },
  { block: { id: 'casse-invalide', component: 'heading', props: { level: 9 } }, reason: 'invalid-props' },
  { block: { id: 'casse-erreur', component: 'form', props: { formId: 999999 } }, reason: 'data-error' },
] as const;

function page(id: number, slug: string, title: string): Record<string, unknown> {
  return {
    id,
    order: 100 + id,
    idParent: null,
    isText: false,
    type: 'PAGE',
    showInMenu: false,
    isFixedOnRight: false,
    menuIcon: null,
    cms: null,
    link: null,
    title,
    url: slug,
    menuTitle: title,
    metaDescription: `${title} (page de test).`,
    children: [],
  };
}

/** Copy the fixtures and add the two test pages. */
export function prepareResilienceData(): string {
  rmSync(RESILIENCE_DATA_DIR, { recursive: true, force: true });
  const site = path.join(RESILIENCE_DATA_DIR, 'sites/51');
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(ROOT, 'fixtures/sites/51'), site, { recursive: true });

  const pagesFile = path.join(site, 'pages.json');
  const pages: unknown = JSON.parse(readFileSync(pagesFile, 'utf8'));
  if (!Array.isArray(pages)) throw new Error('fixtures/sites/51/pages.json should be a list');
  pages.push(
    page(9001, RESILIENCE_SLUG, 'Essai de résilience'),
    page(9002, XSS_SLUG, 'Essai XSS'),
    page(9003, THOUSAND_SLUG, 'Essai 1 000 blocs'),
    page(9004, THROWING_SLUG, 'Essai de bloc qui plante'),
  );
  writeFileSync(pagesFile, JSON.stringify(pages, null, 2));

  const confDir = path.join(site, 'component-conf');
  mkdirSync(confDir, { recursive: true });
  const [titre, texte, bouton, encadre, section, temoignages] = RESILIENCE_GOOD_BLOCKS;
  const [inconnu, invalide, erreur] = RESILIENCE_BAD_BLOCKS.map((b) => b.block);
  // Broken blocks sit between good ones: isolation must hold on both sides.
  const blocks = [titre, inconnu, texte, bouton, invalide, encadre, erreur, section, temoignages];
  writeFileSync(path.join(confDir, `${RESILIENCE_SLUG}.json`), JSON.stringify({ slug: RESILIENCE_SLUG, blocks }, null, 2));
  writeFileSync(
    path.join(confDir, `${XSS_SLUG}.json`),
    JSON.stringify(
      {
        slug: XSS_SLUG,
        blocks: [
          { id: 'xss-titre', component: 'heading', props: { text: 'Essai XSS', level: 1 } },
          ...xssCases.map((c, i) => ({ id: `xss-${i + 1}`, component: 'cms-text', props: { html: c.payload, width: 'normal' } })),
        ],
      },
      null,
      2,
    ),
  );
  const throwing = [titre, { id: THROWING_BLOCK_ID, component: THROWING_BLOCK, props: {} }, texte, encadre];
  writeFileSync(path.join(confDir, `${THROWING_SLUG}.json`), JSON.stringify({ slug: THROWING_SLUG, blocks: throwing }, null, 2));
  writeFileSync(path.join(confDir, `${THOUSAND_SLUG}.json`), JSON.stringify({ slug: THOUSAND_SLUG, blocks: thousandBlocks() }, null, 2));
  return RESILIENCE_DATA_DIR;
}

/** 1,000 blocks cycling through the leaf blocks of a real page (containers count one each). */
export function thousandBlocks(): unknown[] {
  const samples = [
    (i: number) => ({ component: 'heading', props: { text: `Partie ${i}`, level: 2, subtitle: 'Un massage qui s’adapte à vous.' } }),
    (i: number) => ({
      component: 'cms-text',
      props: {
        html: `<p>Paragraphe ${i} : de longs mouvements lents et enveloppants, à l’huile <strong>bio</strong>.</p><ul><li>60 minutes : 65 €</li><li>90 minutes : 90 €</li></ul>`,
      },
    }),
    (i: number) => ({ component: 'button-link', props: { label: `Réserver (${i})`, href: '/reservation-en-ligne' } }),
    (i: number) => ({ component: 'callout', props: { title: `Encadré ${i}`, text: 'Les massages proposés sont des massages de bien-être.', tone: 'calm' } }),
    (i: number) => ({
      component: 'service-highlights',
      props: { services: [{ name: `Massage ${i}`, description: 'Une heure de détente.', options: [{ minutes: 60, price: 65 }] }] },
    }),
    (i: number) => ({ component: 'testimonials', props: { items: [{ quote: `Un moment hors du temps (${i}).`, author: 'Sophie L.', rating: 5 }] } }),
    () => ({ component: 'spacer', props: { size: 'small' } }),
    (i: number) => ({ component: 'faq', props: { items: [{ question: `Question ${i} ?`, answer: 'Une réponse claire.' }] } }),
  ];
  return Array.from({ length: 1000 }, (_, i) => ({ id: `bloc-${i + 1}`, ...samples[i % samples.length]!(i + 1) }));
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const dataDir = prepareResilienceData();
  // The composition root adds the throwing block to the server's registry (never shipped to visitors).
  // Loaded after React's build is chosen (production, as the server does), so React loads once.
  process.env.NODE_ENV ??= 'production';
  const { throwingBlock } = await import('./throwing-block');
  const { url } = await startServer({
    port: RESILIENCE_PORT,
    dataDir,
    faults: RESILIENCE_FAULTS,
    testSurface: true,
    extraBlocks: { [THROWING_BLOCK]: throwingBlock(THROWING_BLOCK) },
  });
  console.log(`Serveur de résilience : ${url} (données ${path.relative(ROOT, dataDir)}, pannes ${RESILIENCE_FAULTS})`);
}
