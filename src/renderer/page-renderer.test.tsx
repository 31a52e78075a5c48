import { DEFAULT_LOCALE } from '@/lib/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import type { Block, ComponentConf, Page } from '@/api/generated/types';
import { parametersQueryOptions } from '@/api/queries/site';
import { PageRenderer } from './page-renderer';
import { preloadPageBlocks } from './preload';
import { rootCaughtErrorHandler } from './caught-errors';
import { setErrorSink, type ErrorReport } from '@/lib/report-error';
import { BLOCK_FAILURE_WHERE, BlockReportsContext, resetReportedBlockFailures } from './failure-reporter';
import { blockRegistry, createTestQueryClient, demoApiClient, TestProviders, unreachableApiClient } from '@tests/support/test-providers';
import type { ApiClient } from '@/api/client';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import { BlockRegistryProvider } from './registry-context';
import type { BlockRegistry, RegisteredBlock } from './block-contract';

// The first render loads block chunks through Vite's transform: allow more than the default 1 s.
configure({ asyncUtilTimeout: 8000 });

const good: Block[] = [
  { id: 'titre', component: 'heading', props: { text: 'Massages sportifs en Vendée', level: 1 } },
  {
    id: 'partie',
    component: 'section',
    props: { title: 'Avant et après l’effort', tone: 'soft' },
    children: [
      {
        id: 'colonnes',
        component: 'columns',
        props: { count: 2 },
        children: [
          { id: 'texte', component: 'cms-text', props: { html: '<p>Un massage profond pour relâcher les jambes.</p>' } },
          { id: 'bouton', component: 'button-link', props: { label: 'Réserver une séance', href: '/reservation-en-ligne' } },
        ],
      },
    ],
  },
];

const unknownBlock: Block = { id: 'bloc-inconnu', component: 'carrousel-magique', props: { vitesse: 3 } };
const invalidBlock: Block = { id: 'titre-invalide', component: 'heading', props: { level: 9 } };
// contact-details reads GET /parameter: with the API unreachable, the component throws while rendering.
const throwingBlock: Block = { id: 'coordonnees', component: 'contact-details', props: {} };

function conf(blocks: Block[]): ComponentConf {
  return { slug: 'massages-sportifs', blocks };
}

/** The block failures reported (their facts: blockId, component, reason, validationErrors). */
let failures: ErrorReport['facts'][] = [];
let restore: () => void = () => {};

beforeEach(() => {
  failures = [];
  resetReportedBlockFailures();
  restore = setErrorSink((report) => {
    if (report.where === BLOCK_FAILURE_WHERE) failures.push(report.facts);
  });
});

afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

/** Render inside an awaited act(): blocks suspend on their lazy chunk, and React 19 needs the await to retry them. */
async function renderPage(props: { conf?: ComponentConf | null; page?: Page | null; diagnostics: boolean }, api: ApiClient = demoApiClient()) {
  const queryClient = createTestQueryClient();
  const view = await act(async () =>
    render(
      <TestProviders api={api} queryClient={queryClient}>
        <main>
          <PageRenderer {...props} />
        </main>
      </TestProviders>,
      // As the app's root does: block errors are reported by the renderer, not logged again by React.
      { onCaughtError: rootCaughtErrorHandler },
    ),
  );
  return { ...view, queryClient };
}

describe('PageRenderer', () => {
  it('renders the conf blocks in order, with nested containers', async () => {
    await renderPage({ conf: conf(good), diagnostics: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Massages sportifs en Vendée' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Avant et après l’effort' });
    // Children are blocks too: their code may arrive after the container's.
    expect(await within(section).findByText('Un massage profond pour relâcher les jambes.')).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'Réserver une séance' })).toHaveAttribute('href', '/reservation-en-ligne');
    expect(failures).toEqual([]);
  });

  it('typesets block texts in French: « ? », « : » and « € » stay with the word before them', async () => {
    const blocks: Block[] = [
      { id: 'titre', component: 'heading', props: { text: 'Qui suis-je ?', level: 1 } },
      { id: 'bouton', component: 'button-link', props: { label: 'Tarif : 95 €', href: '/boutique?q=huile' } },
    ];
    await renderPage({ conf: conf(blocks), diagnostics: false });
    // textContent itself: jest-dom's toHaveTextContent turns no-break spaces into spaces.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Qui suis-je\u202f?');
    const link = await screen.findByRole('link', { name: /^Tarif/ });
    expect(link.textContent).toBe('Tarif\u00a0: 95\u00a0€');
    expect(link).toHaveAttribute('href', '/boutique?q=huile');
  });

  it('hides an unknown, an invalid and a data-failing block from visitors, reports each once, and renders the rest', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const view = await renderPage({ conf: conf([good[0]!, unknownBlock, invalidBlock, throwingBlock, good[1]!]), diagnostics: false }, unreachableApiClient());
    expect(await screen.findByRole('link', { name: 'Réserver une séance' })).toBeInTheDocument();
    await waitFor(() => expect(failures.map((f) => f.reason).sort()).toEqual(['data-error', 'invalid-props', 'unknown-component']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Coordonnées' })).toBeNull();
    expect(failures.find((f) => f.reason === 'unknown-component')).toMatchObject({ blockId: 'bloc-inconnu', component: 'carrousel-magique' });
    expect(failures.find((f) => f.reason === 'invalid-props')?.validationErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ keyword: expect.any(String) })]),
    );
    // The failures went to the reporter only: React's root handler stayed quiet about block errors.
    expect(consoleErrors).not.toHaveBeenCalled();
    // A re-render (e.g. a refetch) does not report the same failures again.
    view.rerender(
      <TestProviders api={unreachableApiClient()} queryClient={view.queryClient}>
        <main>
          <PageRenderer conf={conf([good[0]!, unknownBlock, invalidBlock, throwingBlock, good[1]!])} diagnostics={false} />
        </main>
      </TestProviders>,
    );
    await screen.findByRole('link', { name: 'Réserver une séance' });
    expect(failures).toHaveLength(3);
  });

  it('shows admins a diagnostic box per failed block: what is wrong and what to do in an owner’s words, the technical facts behind', async () => {
    await renderPage({ conf: conf([unknownBlock, invalidBlock, throwingBlock, good[0]!]), diagnostics: true }, unreachableApiClient());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    const [unknown, invalid, thrown] = screen.getAllByRole('alert');
    // The words a site owner reads (they were « Composant inconnu », « Propriétés invalides », « Données indisponibles »).
    expect(unknown).toHaveTextContent('Bloc non affiché pour les visiteurs — Bloc indisponible sur ce site');
    expect(unknown).toHaveTextContent('Ce bloc (« carrousel-magique ») n’existe pas sur ce site : supprimez-le de la page dans l’éditeur.');
    expect(invalid).toHaveTextContent('Bloc non affiché pour les visiteurs — Réglages incomplets ou incorrects');
    expect(invalid).toHaveTextContent('Ce bloc a des réglages incomplets ou incorrects : corrigez-les dans l’éditeur.');
    expect(
      within(within(invalid!).getByRole('list', { name: 'Réglages à corriger' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Titre : à remplir', 'Niveau du titre : 4 au plus']);
    expect(thrown).toHaveTextContent('Bloc non affiché pour les visiteurs — Informations indisponibles');
    expect(thrown).toHaveTextContent('rechargez la page dans quelques minutes');
    // The technical facts stay, behind « Détails techniques »: id, component, message, ajv errors.
    expect(within(unknown!).getByText('Détails techniques')).toBeInTheDocument();
    expect(unknown).toHaveTextContent('bloc-inconnu');
    expect(invalid).toHaveTextContent('titre-invalide');
    expect(within(invalid!).getByRole('list', { name: 'Erreurs de validation', hidden: true })).toHaveTextContent('propriété obligatoire « text » absente');
    expect(within(invalid!).getByRole('list', { name: 'Erreurs de validation', hidden: true })).toHaveTextContent('/level');
    expect(thrown).toHaveTextContent('coordonnees');
    expect(screen.getByRole('heading', { level: 1, name: 'Massages sportifs en Vendée' })).toBeInTheDocument();
  });

  it('says in one line which values a choice allows when a block holds another', async () => {
    await renderPage({ conf: conf([{ id: 'espace', component: 'spacer', props: { size: 'huge' } }]), diagnostics: true }, unreachableApiClient());
    const settings = await screen.findByRole('list', { name: 'Réglages à corriger' });
    expect(
      within(settings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hauteur : à choisir parmi Petite, Moyenne, Grande']);
    const errors = screen.getByRole('list', { name: 'Erreurs de validation', hidden: true });
    expect(
      within(errors)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['/size : valeur non autorisée (attendu : "small", "medium", "large")']);
  });

  it('reports nothing from a subtree that silences its reports (the live preview), and still shows its diagnostics', async () => {
    const queryClient = createTestQueryClient();
    await act(async () =>
      render(
        <TestProviders api={demoApiClient()} queryClient={queryClient}>
          <BlockReportsContext value={false}>
            <PageRenderer conf={conf([unknownBlock, good[0]!])} diagnostics />
          </BlockReportsContext>
          <PageRenderer conf={conf([invalidBlock])} diagnostics={false} />
        </TestProviders>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('carrousel-magique');
    // The page outside the silenced subtree keeps reporting.
    await waitFor(() => expect(failures.map((f) => f.reason)).toEqual(['invalid-props']));
  });

  it('keeps a block whose own data declaration throws inside its boundary: the rest renders, the failure is reported once', async () => {
    // A hand-made registry: « annonce » renders a paragraph, « panne » declares critical data with code that throws.
    const definition = (name: string, data: () => never[]): RegisteredBlock => ({
      name,
      version: 1,
      schema: {},
      example: {},
      interactive: false,
      container: false,
      migratesFrom: [],
      legacyExamples: {},
      languageParams: null,
      words: null,
      check: (props) => ({ ok: true, props, render: () => <p>Offre du mois</p>, data, deferred: () => [], opensPage: false }),
    });
    const definitions = new Map([
      ['annonce', definition('annonce', () => [])],
      [
        'panne',
        definition('panne', () => {
          throw new Error('props.offre est indéfini');
        }),
      ],
    ]);
    const registry: BlockRegistry = {
      names: [...definitions.keys()],
      has: (name) => definitions.has(name),
      interactive: () => false,
      peek: (name) => definitions.get(name),
      load: (name) => Promise.resolve(definitions.get(name) ?? null),
    };
    await act(async () =>
      render(
        <MemoryRouter>
          <ApiProvider client={demoApiClient()}>
            <QueryClientProvider client={createTestQueryClient()}>
              <BlockRegistryProvider registry={registry}>
                <PageRenderer
                  conf={conf([
                    { id: 'b1', component: 'panne', props: {} },
                    { id: 'b2', component: 'annonce', props: {} },
                  ])}
                  diagnostics={false}
                />
              </BlockRegistryProvider>
            </QueryClientProvider>
          </ApiProvider>
        </MemoryRouter>,
        { onCaughtError: rootCaughtErrorHandler },
      ),
    );
    expect(await screen.findByText('Offre du mois')).toBeInTheDocument();
    await waitFor(() => expect(failures).toEqual([expect.objectContaining({ blockId: 'b1', component: 'panne', reason: 'render-error' })]));
  });

  it('migrates props of an older block version before validating them', async () => {
    await renderPage({
      conf: conf([{ id: 'ancien-bouton', component: 'button-link', version: 1, props: { text: 'Me contacter', url: '/me-contacter', style: 'outline' } }]),
      diagnostics: true,
    });
    expect(await screen.findByRole('link', { name: 'Me contacter' })).toHaveAttribute('href', '/me-contacter');
    expect(failures).toEqual([]);
  });

  it('refuses a version newer than the block knows', async () => {
    await renderPage({ conf: conf([{ id: 'futur', component: 'button-link', version: 7, props: { label: 'Plus tard', href: '/' } }]), diagnostics: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bloc trop récent pour ce site');
    expect(screen.queryByRole('link', { name: 'Plus tard' })).toBeNull();
  });

  it('renders a text page without blocks from its cms HTML, under its title', async () => {
    const page = {
      id: 9,
      order: 4,
      idParent: null,
      isText: true,
      type: 'TEXT',
      showInMenu: true,
      isFixedOnRight: false,
      cms: '<h2>Maëlle, les mains et l’écoute</h2><p>J’ai grandi à Saint-Gilles-Croix-de-Vie.</p><script>window.piraté = true</script>',
      title: 'Qui suis-je ?',
      url: 'qui-suis-je',
    } satisfies Page;
    await renderPage({ page, conf: { slug: 'qui-suis-je', blocks: [] }, diagnostics: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Qui suis-je\u202f?' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maëlle, les mains et l’écoute' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('lets the page type pick default blocks when a non-text page has no conf', async () => {
    const page = {
      id: 12,
      order: 7,
      idParent: null,
      isText: false,
      type: 'CONTACT',
      showInMenu: true,
      isFixedOnRight: false,
      cms: '<p>Je réponds du lundi au vendredi.</p>',
      title: 'Me contacter',
      url: 'me-contacter',
    } satisfies Page;
    await renderPage({ page, conf: null, diagnostics: false });
    const details = await screen.findByRole('region', { name: 'Coordonnées' }, { timeout: 5000 });
    expect(within(details).getByRole('link', { name: /06/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByText('Je réponds du lundi au vendredi.')).toBeInTheDocument();
  });

  it('keeps the page’s h1 when its hero is refused: the page’s title stands in, and admins still see the diagnostic', async () => {
    const page = {
      id: 1,
      order: 1,
      idParent: null,
      isText: false,
      type: 'HOME',
      showInMenu: true,
      isFixedOnRight: false,
      cms: null,
      title: 'Accueil',
      url: 'accueil',
    } satisfies Page;
    const hero: Block = {
      id: 'bandeau',
      component: 'hero',
      props: { title: 'Massages à domicile', image: { src: '/demo/hero.jpg', alt: 'Des mains sur une épaule', width: 1600, height: 1000 } },
    };
    const brokenHero: Block = { id: 'bandeau', component: 'hero', props: { title: 42, image: 'pas-un-objet' } };
    const text: Block = { id: 'texte', component: 'cms-text', props: { html: '<p>Ce bloc-ci est valide.</p>' } };
    const rendered = async (blocks: Block[], diagnostics: boolean) => {
      const api = demoApiClient();
      const queryClient = createTestQueryClient();
      // As the route loader does: the blocks' code is there when the page renders.
      await preloadPageBlocks({ api, queryClient, registry: blockRegistry, locale: DEFAULT_LOCALE }, conf(blocks), page);
      const view = await act(async () =>
        render(
          <TestProviders api={api} queryClient={queryClient}>
            <main>
              <PageRenderer page={page} conf={conf(blocks)} diagnostics={diagnostics} />
            </main>
          </TestProviders>,
        ),
      );
      await screen.findByText('Ce bloc-ci est valide.');
      return view;
    };

    // A valid hero is the page's one h1: no stand-in.
    const valid = await rendered([hero, text], false);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Massages à domicile']);
    valid.unmount();

    // Refused, for a visitor: hidden, reported, and the page's title is its h1.
    const visitor = await rendered([unknownBlock, brokenHero, text], false);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accueil']);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(failures.map((f) => f.reason).sort()).toEqual(['invalid-props', 'unknown-component']));
    visitor.unmount();

    // For an admin: the same h1, and the diagnostic box of each failed block.
    await rendered([unknownBlock, brokenHero, text], true);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accueil']);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('renders a legal route with company data filled in and no placeholder left', async () => {
    await renderPage({ conf: conf([{ id: 'legal', component: 'legal-text', props: { kind: 'legal-notice', showTitle: true } }]), diagnostics: false });
    const article = await screen.findByRole('article', { name: 'Mentions légales' }, { timeout: 5000 });
    expect(within(article).getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Maëlle Guérin Bien-être');
    expect(article.textContent).not.toContain('{{');
  });
});

describe('preloadPageBlocks', () => {
  it('loads block code and prefetches their declared data in parallel, and never rejects', async () => {
    const api = demoApiClient();
    const queryClient = createTestQueryClient();
    await expect(
      preloadPageBlocks(
        { api, queryClient, registry: blockRegistry, locale: DEFAULT_LOCALE },
        conf([unknownBlock, invalidBlock, { id: 'c', component: 'section', props: {}, children: [throwingBlock] }]),
      ),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryData(parametersQueryOptions(api).queryKey)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'COMPANY_NAME' })]));
  });

  it('swallows data failures (the block boundary reports them at render)', async () => {
    await expect(
      preloadPageBlocks(
        { api: unreachableApiClient(), queryClient: createTestQueryClient(), registry: blockRegistry, locale: DEFAULT_LOCALE },
        conf([throwingBlock]),
      ),
    ).resolves.toBeUndefined();
  });
});
