// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScriptHashes } from './csp';
import { PLAIN_DOCUMENT_STYLE, PLAIN_DOCUMENT_STYLE_HASH } from './error-document';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows the template’s inline scripts by the hash of their exact text, and nothing else', async () => {
    const boot = 'const f=`/assets/app-1.js`;document.addEventListener(`click`,()=>{});import(f);';
    const template = [
      '<head><script type="application/json" id="vitrine-config">{"siteId":51}</script></head>',
      '<body><div id="root"></div>',
      '<script type="application/ld+json">{"@type":"Winery"}</script>',
      '<script type="module" src="/assets/other.js"></script>',
      `<script type="module">${boot}</script></body>`,
    ].join('\n');
    expect(await inlineScriptHashes(template)).toEqual([sha256(boot)]);
    // Non-ASCII text is hashed as UTF-8, as the browser does.
    expect(await inlineScriptHashes('<script type="module">const s="Réessayer";</script>')).toEqual([sha256('const s="Réessayer";')]);
    expect(await inlineScriptHashes('<body><script type="module" src="/src/app/boot.ts"></script></body>')).toEqual([]);
  });

  it('puts them in script-src beside self, never unsafe-inline', () => {
    const csp = buildCsp({ apiUrl: '/api', scriptHashes: ["'sha256-abc='"] });
    expect(csp).toMatch(/script-src 'self' 'sha256-abc=';/);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('the plain pages’ style', () => {
  it('is admitted by the hash of its exact text, beside the app’s own stylesheets', () => {
    expect(PLAIN_DOCUMENT_STYLE_HASH).toBe(sha256(PLAIN_DOCUMENT_STYLE));
    expect(buildCsp({ apiUrl: '/api' })).toContain(`style-src 'self' ${PLAIN_DOCUMENT_STYLE_HASH};`);
  });
});
