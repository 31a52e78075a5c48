/**
 * The block registry: the one explicit, alphabetical map of CMS block names to their lazily loaded
 * definitions (DESIGN.md §2, STYLE.md "The registry"). Adding a block = one folder + one line here
 * (`npm run new:block <name>` does both). Each definition, its component, CSS and compiled props
 * validator load on demand, so a page ships only the blocks it uses.
 */
import type { BlockRegistry, RegisteredBlock } from './block-kit';

export { LEGAL_TEXTS } from './legal-text/legal-kinds';
export type { BlockComponentProps, BlockSchema, PropsAcceptance, PropsRejection, RegisteredBlock, BlockDataNeed } from './block-kit';

type Loader = () => Promise<{ definition: RegisteredBlock }>;

/** Block name → lazy definition. Keep alphabetical (one line per block). */
export const registry = {
  'album-list': () => import('./album-list/definition'),
  'booking': () => import('./booking/definition'),
  'button-link': () => import('./button-link/definition'),
  'callout': () => import('./callout/definition'),
  'card-grid': () => import('./card-grid/definition'),
  'cms-text': () => import('./cms-text/definition'),
  'columns': () => import('./columns/definition'),
  'contact-details': () => import('./contact-details/definition'),
  'contact-form': () => import('./contact-form/definition'),
  'element-list': () => import('./element-list/definition'),
  'faq': () => import('./faq/definition'),
  'form': () => import('./form/definition'),
  'google-reviews': () => import('./google-reviews/definition'),
  'heading': () => import('./heading/definition'),
  'hero': () => import('./hero/definition'),
  'image': () => import('./image/definition'),
  'legal-text': () => import('./legal-text/definition'),
  'newsletter': () => import('./newsletter/definition'),
  'product-list': () => import('./product-list/definition'),
  'product-offers': () => import('./product-offers/definition'),
  'promoted-news': () => import('./promoted-news/definition'),
  'section': () => import('./section/definition'),
  'service-highlights': () => import('./service-highlights/definition'),
  'services': () => import('./services/definition'),
  'spacer': () => import('./spacer/definition'),
  'testimonials': () => import('./testimonials/definition'),
} satisfies Record<string, Loader>;

/** A name the registry knows. */
export type BlockName = keyof typeof registry;

/**
 * The blocks that act in the browser (their definition says `interactive: true`; the conformance
 * suite checks both agree). The renderer must know it before any block code loads: on a
 * server-rendered page every other block keeps its server HTML and its code is never downloaded.
 * Keep alphabetical.
 */
export const INTERACTIVE_BLOCKS: ReadonlySet<BlockName> = new Set<BlockName>([
  'booking',
  'contact-form',
  'form',
  'google-reviews',
  'newsletter',
  'product-list',
  'product-offers',
  'services',
]);

/** True when `name` is a registered block that acts in the browser (see {@link INTERACTIVE_BLOCKS}). */
export function isInteractiveBlock(name: string): boolean {
  return isBlockName(name) && INTERACTIVE_BLOCKS.has(name);
}

/**
 * The interactive blocks that hydrate as React roots of their own (src/renderer/block-island.tsx):
 * they read the API, the query cache and the page's language, never the router (no search
 * parameters; their links are the app's, src/ui/page-link.tsx) nor the app's shell's state (the
 * session); the cart through its store, a toast through the page's region (a shell part). A page whose only interactive blocks are
 * these starts without the router and the query cache (the islands entry, decision 011 step 4);
 * src/app/islands/block-island.test.tsx hydrates each one as such a root. Keep alphabetical.
 */
export const STANDALONE_BLOCKS: ReadonlySet<BlockName> = new Set<BlockName>(['google-reviews', 'newsletter', 'product-offers']);

/** True when `name` is a block that hydrates as a root of its own (see {@link STANDALONE_BLOCKS}). */
export function isStandaloneBlock(name: string): boolean {
  return isBlockName(name) && STANDALONE_BLOCKS.has(name);
}

/** Every registered block name, alphabetical. */
export const blockNames: readonly BlockName[] = Object.keys(registry).filter(isBlockName).sort();

/** True when `name` is a registered block (a conf's `component` may be anything). */
export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(registry, name);
}

/** One shared settled promise for every unknown name (stable identity for `use()`). */
const UNKNOWN: Promise<null> = Promise.resolve(null);

const cache = new Map<BlockName, Promise<RegisteredBlock>>();
const loaded = new Map<BlockName, RegisteredBlock>();

/**
 * The definition of `name` if its chunk has already loaded, else undefined. Lets the renderer skip
 * suspending (and a fallback flash) for blocks the route loader already preloaded.
 */
export function peekBlock(name: string): RegisteredBlock | undefined {
  return isBlockName(name) ? loaded.get(name) : undefined;
}

/**
 * Load a block definition by name (memoized: every caller shares one promise per block, which React's
 * `use()` needs). Resolves to null for an unknown name; rejects only when the chunk fails to load.
 */
export function loadBlock(name: string): Promise<RegisteredBlock | null> {
  if (!isBlockName(name)) return UNKNOWN;
  let promise = cache.get(name);
  if (!promise) {
    const load: Loader = registry[name];
    promise = load().then((module) => {
      loaded.set(name, module.definition);
      return module.definition;
    });
    // A failed chunk load (network) must be retried by the next render, not cached forever.
    promise.catch(() => cache.delete(name));
    cache.set(name, promise);
  }
  return promise;
}

/** The registry as the renderer's contract describes it; `src/app` hands it to the renderer. */
export const blockRegistry: BlockRegistry = {
  names: blockNames,
  has: isBlockName,
  interactive: isInteractiveBlock,
  standalone: isStandaloneBlock,
  peek: peekBlock,
  load: loadBlock,
};
