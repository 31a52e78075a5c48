/**
 * The page's data blocks as the browser reads them back: only the server's own blocks, where the
 * server writes them, never an element of the page's content that carries their id (security
 * review 4, finding 4: a CMS `<p id="vitrine-state">` came first in document order).
 */
import { describe, expect, it } from 'vitest';
import { dataBlockText, jsonScript, STATE_ELEMENT_ID } from './state';

const STATE = {
  router: { loaderData: {}, actionData: null, errors: null },
  queries: { mutations: [], queries: [] },
  blocks: [],
  locale: 'fr_FR',
  basename: null,
};
const CONFIG = { apiUrl: '/api', siteId: 51 };

/** A page shaped as the server writes it, with `content` inside #root (CMS text, the app's HTML). */
function page(content: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${jsonScript('vitrine-config', CONFIG)}</head><body><div id="root">${content}</div>\n${jsonScript(STATE_ELEMENT_ID, STATE)}</body></html>`,
    'text/html',
  );
}

describe('dataBlockText', () => {
  it('reads the server’s blocks, not CMS elements carrying their ids before them', () => {
    const doc = page('<main><p id="vitrine-state" hidden>{"router":{"pirate":true}}</p><div id="vitrine-config">{"siteId":52}</div></main>');
    // What the browser read before: the CMS paragraph.
    expect(doc.getElementById(STATE_ELEMENT_ID)?.tagName).toBe('P');
    expect(JSON.parse(dataBlockText(doc, STATE_ELEMENT_ID) ?? 'null')).toEqual(STATE);
    expect(JSON.parse(dataBlockText(doc, 'vitrine-config') ?? 'null')).toEqual(CONFIG);
  });

  it('ignores a JSON script inside the page’s content, even of the right type', () => {
    const doc = page(`<section>${jsonScript(STATE_ELEMENT_ID, { router: 'faux' })}</section>`);
    expect(JSON.parse(dataBlockText(doc, STATE_ELEMENT_ID) ?? 'null')).toEqual(STATE);
  });

  it('is null on a page the server did not render', () => {
    const doc = new DOMParser().parseFromString('<!doctype html><html><head></head><body><div id="root"></div></body></html>', 'text/html');
    expect(dataBlockText(doc, STATE_ELEMENT_ID)).toBeNull();
  });
});
