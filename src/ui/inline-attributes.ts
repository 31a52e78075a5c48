/**
 * Removes event-handler (`on…`) and `style` attributes from untrusted HTML *before* any HTML parser
 * sees it. Not a sanitizer (DOMPurify stays the one, see `safe-html.tsx`): DOMPurify removes these
 * attributes too, but only after parsing, and Chromium checks the page's CSP while it parses — in
 * `DOMParser`, `<template>` and `createHTMLDocument` documents alike — so every `onerror="…"` or
 * `style="…"` in CMS text logged a `script-src-attr` / `style-src-attr` violation (cure53/DOMPurify#107),
 * although nothing ran. Without these attributes the parse is silent and DOMPurify's output unchanged.
 *
 * A small tokenizer following the HTML tokenizer's rules for tags and attributes (WHATWG §13.2.5):
 * text, comments, end tags and the content of raw-text elements (`<script>`, `<textarea>`…) are
 * copied untouched; in start tags, only the dropped attributes disappear, every other one is copied
 * byte for byte. A tag cut off by the end of the input is dropped, as the HTML parser drops it.
 */

/** Elements whose content the HTML parser reads as text up to their end tag (no tags inside). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
const SPACE = /[\t\n\f\r ]/;

function isDropped(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('on') || lower === 'style';
}

/**
 * `html` without its `on…` and `style` attributes; everything else as it was.
 * @example withoutInlineAttributes('<img src="x" onerror="alert(1)">') // '<img src="x">'
 */
export function withoutInlineAttributes(html: string): string {
  // An attribute name follows a space, a slash or a closing quote: without one of these, nothing to do.
  if (!/[\t\n\f\r /"'](?:on|style)/i.test(html)) return html;
  const lower = html.toLowerCase();
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    i = lt;
    const next = html[i + 1] ?? '';
    if (html.startsWith('<!--', i)) {
      // A comment runs to `-->` (or the end of the input).
      const end = html.indexOf('-->', i + 4);
      const stop = end < 0 ? n : end + 3;
      out += html.slice(i, stop);
      i = stop;
    } else if (next === '/' && /[A-Za-z]/.test(html[i + 2] ?? '')) {
      // An end tag: tokenized like a start tag (the parser then discards its attributes).
      const tag = tagAt(html, i, 2);
      if (tag === null) break;
      out += tag.text;
      i = tag.end;
    } else if (next === '!' || next === '?') {
      // Bogus comment or doctype: no attributes. Copy to `>`.
      const end = html.indexOf('>', i);
      const stop = end < 0 ? n : end + 1;
      out += html.slice(i, stop);
      i = stop;
    } else if (/[A-Za-z]/.test(next)) {
      const tag = tagAt(html, i, 1);
      if (tag === null) break; // cut off by the end of the input: the parser drops it too
      out += tag.text;
      i = tag.end;
      if (RAW_TEXT.has(tag.name)) {
        // Copy the element's text as is, up to its end tag.
        const close = lower.indexOf(`</${tag.name}`, i);
        const stop = close < 0 ? n : close;
        out += html.slice(i, stop);
        i = stop;
      } else if (tag.name === 'plaintext') {
        out += html.slice(i);
        break;
      }
    } else {
      // A `<` that opens nothing is text.
      out += '<';
      i += 1;
    }
  }
  return out;
}

/**
 * The tag at `start` (`<` + name at `start + nameOffset`) with its dropped attributes removed, its
 * lower-case name and where it ends; null when the input ends inside it.
 */
function tagAt(html: string, start: number, nameOffset: number): { text: string; name: string; end: number } | null {
  const n = html.length;
  let i = start + nameOffset;
  while (i < n && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i += 1;
  const name = html.slice(start + nameOffset, i).toLowerCase();
  let text = html.slice(start, i);
  for (;;) {
    // Before an attribute name: spaces and stray slashes are separators.
    const gapStart = i;
    while (i < n && (SPACE.test(html[i]!) || html[i] === '/')) i += 1;
    if (i >= n) return null;
    if (html[i] === '>') {
      text += html.slice(gapStart, i + 1);
      return { text, name, end: i + 1 };
    }
    const gap = html.slice(gapStart, i);
    // The name: a leading `=` belongs to it; it ends at a space, `/`, `>` or `=`.
    const nameStart = i;
    i += 1;
    while (i < n && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i += 1;
    const attrName = html.slice(nameStart, i);
    // An optional value after `=` (spaces allowed around it): quoted, or unquoted up to a space or `>`.
    let j = i;
    while (j < n && SPACE.test(html[j]!)) j += 1;
    if (html[j] === '=') {
      j += 1;
      while (j < n && SPACE.test(html[j]!)) j += 1;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close < 0) return null;
        j = close + 1;
      } else {
        while (j < n && !SPACE.test(html[j]!) && html[j] !== '>') j += 1;
      }
      i = j;
    }
    if (i >= n) return null;
    // Keep the separator before a dropped attribute only if the next one would otherwise touch the name.
    if (isDropped(attrName)) text += gap.length > 0 ? ' ' : '';
    else text += gap + html.slice(nameStart, i);
  }
}
