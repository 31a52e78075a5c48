/**
 * The server's data block of a rendered page (src/app/server/state.ts), read from the page's HTML as
 * the browser's entries read it from the document: its attributes (`data-entry`, `data-modules`) and
 * its state, checked.
 */
import { isServerState, STATE_ELEMENT_ID, type ServerState } from '@/app/server/state';

/** The data block of `html`: its raw text, its attributes and its state; throws when there is none. */
export function serverStateOf(html: string): { text: string; attributes: string; state: ServerState } {
  const block = new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}"([^>]*)>([^<]*)</script>`).exec(html);
  const state: unknown = JSON.parse(block?.[2] ?? 'null');
  if (!block || !isServerState(state)) throw new Error('no data block in the page');
  return { text: block[2] ?? '', attributes: block[1] ?? '', state };
}
