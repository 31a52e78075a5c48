/**
 * A part of a route (not a block) with nothing to hydrate, kept as the server rendered it (issue 23,
 * product TBT). A file of its own, so that it travels with the routes that use it (the product page),
 * not in the app's initial chunk.
 */
import type { ReactNode } from 'react';
import { STATIC_BLOCK_CLASS, useKeepsServerHtml } from './static-block';
import { KeptServerHtml } from './kept-server-html';

/** An empty part is legitimate (no awards, no recommendation): nothing to render instead. */
function keepEmpty(): void {}

/**
 * A part of a route with nothing interactive: text, images, router links (a product's description,
 * awards, recommended products, JSON-LD). While the page hydrates it keeps the server's HTML as a
 * static block does (React never renders, compares or runs effects below it; its router links
 * navigate client-side), so its rendering and its hooks cost the hydration nothing. It renders
 * `children` when it mounts after hydration (a client-side navigation, a static host), or once
 * `watch` is no longer the value it had at mount (the data it shows changed: e.g. a refetched
 * product whose description was edited). The wrapper is `<div class="vr-static">` (`display: contents`).
 */
export function ServerHtmlPart({ watch, children }: { watch?: unknown; children: ReactNode }) {
  const { keep } = useKeepsServerHtml(watch);
  if (keep) return <KeptServerHtml onEmpty={keepEmpty} />;
  return <div className={STATIC_BLOCK_CLASS}>{children}</div>;
}
