import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import xssCases from '@tests/fixtures/xss/dompurify-expect.mjs';
import { withoutInlineAttributes } from './inline-attributes';
import { SANITIZE_CONFIG } from './sanitize-dompurify';

describe('withoutInlineAttributes', () => {
  it('removes event handlers and inline styles from start tags, whatever the quoting or spacing', () => {
    expect(withoutInlineAttributes('<p>Bonjour</p><img src="x" onerror="window.__pirate = true" alt="">')).toBe('<p>Bonjour</p><img src="x"  alt="">');
    expect(withoutInlineAttributes('<div style="color:red" onclick=go() class=a>t</div>')).toBe('<div   class=a>t</div>');
    expect(withoutInlineAttributes("<a href='/x'onmouseover='y'title=t>l</a>")).toBe("<a href='/x'title=t>l</a>");
    expect(withoutInlineAttributes('<img/src=x/onerror=alert(1)>')).toBe('<img/src=x/onerror=alert(1)>'); // `/` inside an unquoted value: it is src's value
    expect(withoutInlineAttributes('<img/onerror=alert(1)/src=x>')).toBe('<img >'); // the unquoted value runs to `>`
    expect(withoutInlineAttributes('<img/onerror="alert(1)"/src=x>')).toBe('<img /src=x>');
    expect(withoutInlineAttributes('<svg onload = "a" ><p ONCLICK>x</p></svg>')).toBe('<svg  ><p >x</p></svg>');
    expect(withoutInlineAttributes('<p =onclick="x">t</p>')).toBe('<p =onclick="x">t</p>'); // the name is `=onclick`: not a handler
  });

  it('keeps text, comments, other attributes and the content of raw-text elements byte for byte', () => {
    const text = 'Tarifs : 60 min < 90 min, style libre, on y va ! <em data-x="style=1">ok</em>';
    expect(withoutInlineAttributes(text)).toBe(text);
    expect(withoutInlineAttributes('<!-- <img onerror=x> --><p title="a > b onclick=c">t</p>')).toBe(
      '<!-- <img onerror=x> --><p title="a > b onclick=c">t</p>',
    );
    expect(withoutInlineAttributes('<textarea><b onclick=x></textarea><b onclick=y>')).toBe('<textarea><b onclick=x></textarea><b >');
    expect(withoutInlineAttributes('<script>if (a <b onclick) {}</script>')).toBe('<script>if (a <b onclick) {}</script>');
  });

  it('drops a tag the input cuts off, as the HTML parser does', () => {
    expect(withoutInlineAttributes('<p>fin</p><img src=x onerror="alert(1)')).toBe('<p>fin</p>');
  });

  it('never changes what DOMPurify returns, over the whole DOMPurify corpus (223 payloads)', () => {
    const purifier = DOMPurify(window);
    const changed = xssCases.filter(
      (c) => purifier.sanitize(withoutInlineAttributes(c.payload), SANITIZE_CONFIG) !== purifier.sanitize(c.payload, SANITIZE_CONFIG),
    );
    expect(changed.map((c) => c.title)).toEqual([]);
    expect(xssCases.filter((c) => withoutInlineAttributes(c.payload) !== c.payload).length).toBeGreaterThan(40);
  });
});
