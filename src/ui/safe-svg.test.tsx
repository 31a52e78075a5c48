/**
 * The SVG profile (inlined logos and icons from `POST /image/load-svg`): hostile SVGs lose every
 * script, handler, foreign object, link and external reference; the browser's DOMPurify and the
 * server's parse5 walk give the same markup; SafeSvg names the image and falls back to the `<img>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { withoutInlineAttributes } from './inline-attributes';
import { SafeSvg, preloadSanitizer } from './safe-html';
import { sanitizeSvg } from './sanitize-dompurify';
import { sanitizeSvgWithParse5 } from './sanitize-parse5';

/** What the server renders (safe-html.tsx takes this branch when built for SSR). */
const onServer = (svg: string, prefix = 'p') => sanitizeSvgWithParse5(withoutInlineAttributes(svg), prefix);

const HOSTILE = [
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4" onclick="alert(3)"/></svg>',
  '<svg><foreignObject width="10" height="10"><iframe src="https://evil.test"></iframe><p>x</p></foreignObject><rect width="1" height="1"/></svg>',
  '<svg><a href="javascript:alert(1)"><text x="1" y="1">clic</text></a></svg>',
  '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.test/sprite.svg#a"/><image href="https://evil.test/pixel.png" width="1" height="1"/></svg>',
  '<svg><rect width="4" height="4" fill="url(https://evil.test/paint.svg#p)" stroke="url( #ok )"/><path d="M0 0" clip-path="url(//evil.test/c.svg#c)"/></svg>',
  '<svg><style>@import url(https://evil.test/x.css);</style><rect style="fill:url(https://evil.test/s)" width="1" height="1"/></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="onmouseover" to="alert(1)"/><circle r="1"/></svg>',
  '<svg><feImage href="https://evil.test/f.png"/><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><circle r="2" filter="url(#f)"/></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><!-- c --><svg viewBox="0 0 10 10"><title>Logo</title><desc>d</desc><text x="0" y="8">&x;</text></svg>',
  '<svg><math><mi><img src=x onerror=alert(1)></mi></math><circle r="1"/></svg><img src="x" onerror="alert(2)">',
  '<p>pas une image</p>',
  '<svg><text x="0" y="0" fill="javascript:alert(1)">t</text><rect width="javascript:alert(1)" height="2"/></svg>',
];

function parse(markup: string): Element {
  const box = document.createElement('div');
  box.innerHTML = markup;
  return box;
}

describe('sanitizeSvg: the SVG profile', () => {
  it.each(HOSTILE)('leaves nothing that runs or fetches: %s', (dirty) => {
    const out = sanitizeSvg(dirty, 'p');
    const tree = parse(out);
    expect(
      tree.querySelector('script, foreignObject, foreignobject, a, use, image, style, animate, set, feImage, feimage, iframe, img, math, title, desc'),
    ).toBeNull();
    for (const element of Array.from(tree.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        expect(name).not.toMatch(/^on|href|style/i);
        expect(value).not.toMatch(/javascript:|evil\.test/i);
      }
    }
  });

  it.each(HOSTILE)('gives the same markup in the browser and on the server: %s', (dirty) => {
    expect(onServer(dirty)).toBe(sanitizeSvg(dirty, 'p'));
  });

  it('keeps a logo whole: shapes, text, gradients, currentColor, and prefixes its ids and local references', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" width="100" height="40" color="#5E1226" role="img" aria-labelledby="t"><title id="t">Logo</title>' +
      '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#C9A227"/></linearGradient></defs>' +
      '<circle cx="20" cy="20" r="18" fill="currentColor"/><rect width="10" height="10" fill="url(#g)"/>' +
      '<text x="44" y="26" font-family="Georgia, \'Liberation Serif\', serif" font-size="14" fill="currentColor">Domaine</text></svg>';
    const out = sanitizeSvg(logo, 'logo-footer');
    const svg = parse(out).querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 100 40');
    expect(svg.getAttribute('color')).toBe('#5E1226');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.hasAttribute('aria-labelledby')).toBe(false);
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe('currentColor');
    expect(svg.querySelector('linearGradient')?.id).toBe('logo-footer-g');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('url(#logo-footer-g)');
    expect(svg.querySelector('text')?.textContent).toBe('Domaine');
    expect(onServer(logo, 'logo-footer')).toBe(out);
  });

  it('keeps the demo logos of both tenants drawn (nothing they use is lost)', () => {
    for (const file of ['logos/logo.svg', 'logos/logo-footer.svg', '52/logos/logo.svg', '52/logos/logo-footer.svg']) {
      const source = readFileSync(path.resolve(__dirname, '../../public/demo', file), 'utf8');
      const kept = parse(sanitizeSvg(source, 'x')).querySelectorAll('svg *').length;
      const drawn = parse(source).querySelectorAll('svg *:not(title):not(desc)').length;
      expect(kept, file).toBe(drawn);
    }
  });
});

describe('SafeSvg', () => {
  // DOMPurify loads on demand in the browser; these tests look at the rendered result.
  beforeAll(() => preloadSanitizer());

  it('shows the sanitized image as one named image', () => {
    render(<SafeSvg svg={'<svg viewBox="0 0 4 4"><circle r="2" onclick="alert(1)"/></svg>'} idPrefix="a" label="Accueil du Domaine" fallback={null} />);
    const image = screen.getByRole('img', { name: 'Accueil du Domaine' });
    expect(image.querySelector('svg circle')).not.toBeNull();
    expect(image.querySelector('[onclick]')).toBeNull();
  });

  it('falls back to the plain image when nothing of the SVG is left', () => {
    render(<SafeSvg svg={'<p>pas une image</p><script>alert(1)</script>'} idPrefix="a" label="Accueil" fallback={<img src="/logo.svg" alt="Logo" />} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.svg');
  });
});
