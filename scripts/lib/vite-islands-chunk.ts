/**
 * Build step (decision 011, step 3): the islands entry's code in chunks of its own, which the app
 * loads too. The islands entry (src/app/islands/main.tsx) hydrates the shell's parts without React
 * Router or TanStack Query; the app imports the same parts with the rest. Left to the app's one chunk
 * group, the parts would sit in the chunk of the router's side of the app; split by entry (Rolldown's
 * `entriesAware`), every lazy chunk counts as an entry and the app became ≈ 40 files of a few hundred
 * bytes.
 *
 * So two groups are read from the module graph when it is complete (`buildEnd`):
 * - `shell`: the islands entry's static closure (React aside: its own chunk) — what an islands page
 *   runs at start, and the app with it;
 * - `shell-lazy`: what the islands' lazy parts (the footer's newsletter form, the consent banner)
 *   import that the app's entry imports too, unless it brings React Router. Left in the app's group, a
 *   lazy part of an islands page imported the app's chunk — the router, and the app's entry itself,
 *   which then started.
 *
 * A module of the first that imported React Router or TanStack Query would bring them to every
 * islands page: `npm run check:bundle` weighs the islands' files and fails on either.
 */
import type { Plugin } from 'vite';

/** A chunk group of vite.config.ts (`codeSplitting.groups`). */
export interface IslandsGroup {
  name: string;
  tags?: ['$initial'];
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/** React Router and what only it uses (vite.config.ts's `router` group). */
const ROUTER = /node_modules\/react-router\//;

/** React's packages: a chunk of their own (vite.config.ts). */
const REACT = /node_modules\/(react|react-dom|scheduler)\//;

/** The islands' chunks: their groups and the plugin that fills them. */
export function islandsChunks(islandsEntry: string, appEntry: string): { plugin: Plugin; groups: IslandsGroup[] } {
  const shell = new Set<string>();
  const shellLazy = new Set<string>();
  const plugin: Plugin = {
    name: 'vitrine:islands-chunks',
    apply: 'build',
    buildEnd() {
      shell.clear();
      shellLazy.clear();
      if (!this.getModuleInfo(islandsEntry) || !this.getModuleInfo(appEntry)) return; // the server's builds
      const staticClosure = (from: Iterable<string>, into = new Set<string>()) => {
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        for (const id of from) visit(id);
        return into;
      };
      staticClosure([islandsEntry], shell);
      const app = staticClosure([appEntry]);
      // Every module an islands page may load later, through lazy imports at any depth: the shell's
      // lazy parts, and a block island's content with the blocks' definitions it loads.
      const lazyRoots = new Set<string>();
      const reached = new Set<string>();
      const reach = (ids: Iterable<string>) => {
        for (const id of staticClosure(ids))
          if (!reached.has(id)) {
            reached.add(id);
            for (const dep of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
              if (!ROUTER.test(dep) && !lazyRoots.has(dep)) {
                lazyRoots.add(dep);
                reach([dep]);
              }
          }
      };
      reach(shell);
      // Not a module that brings the router (the cart's drawer, which only the app opens): in this
      // chunk, it would make every lazy part of an islands page load the router.
      const bringsRouter = (id: string) => [...staticClosure([id])].some((dep) => ROUTER.test(dep));
      for (const id of staticClosure(lazyRoots))
        if (!shell.has(id) && !lazyRoots.has(id) && app.has(id) && !/node_modules/.test(id) && !bringsRouter(id)) shellLazy.add(id);
    },
  };
  const groups: IslandsGroup[] = [
    // Before the libraries' groups: what the islands share with the router (a cookie parser) stays here.
    // Not the entry module itself: the app imports this chunk, and the entry starts the islands.
    {
      name: 'shell',
      tags: ['$initial'],
      test: (id) => shell.has(id) && id !== islandsEntry && !REACT.test(id),
      priority: 4,
      includeDependenciesRecursively: false,
    },
    { name: 'shell-lazy', test: (id) => shellLazy.has(id), priority: 3, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
