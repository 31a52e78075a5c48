/**
 * The tree of a block island's root (src/renderer/block-island.tsx, decision 011 step 4): the same on
 * the server, which renders it in a render of its own, and in the browser, where the islands entry
 * (./main.tsx) or the app (../main.tsx) hydrates it. The block hydrates when it is seen or touched
 * (`HydrateWhenVisible`: a tap before then is held and replayed); its code, the query cache and the
 * API client come then, in one lazy chunk (./block-island-content.tsx), unless the root is given them
 * (the server's, the app's).
 */
import { lazy, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { HydrateWhenVisible } from '@/renderer/hydrate-when-visible';
import { KeepServerHtml, type PendingIslands } from '@/renderer/static-block';
import type { BlockIsland } from '@/renderer/block-island';
import type { BlockIslandClients } from './block-island-content';
import { PageLinksContext, type PageLinks } from '@/ui/page-links';

const BlockIslandContent = lazy(() => import('./block-island-content'));

/** Calls `onHydrated` once its root has hydrated (its effects run after its children's): once, whatever StrictMode replays. */
export function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const [once] = useState(() => {
    let called = false;
    return () => {
      if (called) return;
      called = true;
      onHydrated();
    };
  });
  useEffect(once, [once]);
  return children;
}

/** Where a block island's root stands. */
export interface BlockIslandPlace {
  /** The page's locale and the site's (the server's data block; the app's `useLocale()`). */
  locale: string;
  locales: readonly string[];
  /**
   * How its links to the app's pages are written and followed (src/ui/page-links.ts): the page's
   * language prefix, and the app's router where the app hydrates the island (a client navigation);
   * the server's and the islands entry's have none (a plain link).
   */
  links: PageLinks;
  /**
   * In the browser: the page's parts waiting to hydrate, which the island joins until its block has
   * hydrated (`<html data-hydrated>` waits for it), and what to call once the root itself has. Absent on the server.
   */
  hydrating?: { islands: PendingIslands; onRootHydrated: () => void };
  /** The API client, query cache and registry to use (the server's, the app's); absent, the island makes its own. */
  clients?: BlockIslandClients;
}

/** The root element of a block island. */
export function blockIslandRoot(island: BlockIsland, { locale, locales, links, hydrating, clients }: BlockIslandPlace): ReactNode {
  const content = (
    <HydrateWhenVisible>
      <BlockIslandContent island={island} clients={clients} />
    </HydrateWhenVisible>
  );
  return (
    <StrictMode>
      <I18nProvider locale={locale} locales={locales}>
        <PageLinksContext value={links}>
          {hydrating ? (
            <KeepServerHtml islands={hydrating.islands}>
              <Hydrated onHydrated={hydrating.onRootHydrated}>{content}</Hydrated>
            </KeepServerHtml>
          ) : (
            content
          )}
        </PageLinksContext>
      </I18nProvider>
    </StrictMode>
  );
}
