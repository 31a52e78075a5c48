/**
 * The server's sanitizer for CMS HTML: DOMPurify's algorithm (3.4, the checks our configuration
 * uses) applied to a parse5 tree instead of a DOM, so the server needs no DOM emulation and runs on
 * Node and on workerd alike (docs/decisions/002-sanitizer.md).
 *
 * Why this gives the browser's markup: parse5 implements the WHATWG tree construction and
 * serialization, which is what DOMPurify relies on in the browser (`DOMParser` with scripting
 * disabled, then `body.innerHTML`); the allowlists are DOMPurify's own (`sanitizer-lists.ts`,
 * generated from the installed package), the policy is the one `safe-html.tsx` gives DOMPurify
 * (`sanitize-policy.ts`). `sanitize-parse5.test.ts` compares both on DOMPurify's corpus.
 *
 * The walk mirrors DOMPurify's NodeIterator: each node is checked before its children; a
 * disallowed element is replaced by its children (which are then checked), unless its content is
 * dangerous too; an element that fails a structural check goes with its whole subtree.
 */
import { parse, serialize, serializeOuter, type DefaultTreeAdapterTypes as T } from 'parse5';
import { DOM_PROPERTY_NAMES } from './dom-property-names';
import {
  FORBIDDEN_ATTRS,
  FORBIDDEN_TAGS,
  EXTRA_ATTRS,
  SVG_ALLOWED_ATTRS,
  SVG_ALLOWED_TAGS,
  applyElementRules,
  applySvgRules,
  type AttributeAccess,
} from './sanitize-policy';
import { FORBID_CONTENTS, HTML_ATTRS, HTML_TAGS, MATHML_TAGS, SVG_TAGS } from './sanitizer-lists';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/** What a profile lets through (DOMPurify's ALLOWED_TAGS / ALLOWED_ATTR) and the rules it applies to what survives. */
interface Profile {
  tags: ReadonlySet<string>;
  attrs: ReadonlySet<string>;
  /** `aria-*` attributes allowed (DOMPurify's ALLOW_ARIA_ATTR). */
  aria: boolean;
  elementRules: (tagName: string, element: AttributeAccess) => void;
}

/** CMS HTML: DOMPurify's "html" profile plus Vitrine's policy. */
const HTML_PROFILE: Profile = {
  tags: new Set(['#text', ...HTML_TAGS, 'tbody']),
  attrs: new Set([...HTML_ATTRS, ...EXTRA_ATTRS]),
  aria: true,
  elementRules: applyElementRules,
};
/** An SVG image (logo, icon): the shapes-and-text allowlist of `sanitize-policy.ts`; its own rules run after the walk. */
const SVG_PROFILE: Profile = {
  tags: new Set(['#text', ...SVG_ALLOWED_TAGS]),
  attrs: new Set(SVG_ALLOWED_ATTRS),
  aria: false,
  elementRules: () => undefined,
};
const FORBID_TAGS = /* @__PURE__ */ new Set(FORBIDDEN_TAGS);
const FORBID_ATTRS = /* @__PURE__ */ new Set(FORBIDDEN_ATTRS);
const FORBID_CONTENT = /* @__PURE__ */ new Set(FORBID_CONTENTS);
const ALL_SVG = /* @__PURE__ */ new Set(SVG_TAGS);
const ALL_MATHML = /* @__PURE__ */ new Set(MATHML_TAGS);
const DOM_NAMES = /* @__PURE__ */ new Set(DOM_PROPERTY_NAMES);
const COMMON_SVG_AND_HTML = /* @__PURE__ */ new Set(['title', 'style', 'font', 'a', 'script']);
const MATHML_TEXT_INTEGRATION_POINTS = /* @__PURE__ */ new Set(['mi', 'mo', 'mn', 'ms', 'mtext']);
const HTML_INTEGRATION_POINTS = /* @__PURE__ */ new Set(['annotation-xml']);
const LITERAL_TEXT = /* @__PURE__ */ new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript']);
const URI_SAFE_ATTRS = /* @__PURE__ */ new Set([
  'alt',
  'class',
  'for',
  'id',
  'label',
  'name',
  'pattern',
  'placeholder',
  'role',
  'summary',
  'title',
  'value',
  'style',
  'xmlns',
]);
const DATA_URI_TAGS = /* @__PURE__ */ new Set(['audio', 'video', 'img', 'source', 'image', 'track']);
/** Form properties DOMPurify probes to detect a clobbered `<form>` (its `_isClobbered`). */
const FORM_PROBES = /* @__PURE__ */ new Set([
  'nodeName',
  'textContent',
  'removeChild',
  'attributes',
  'removeAttribute',
  'removeAttributeNode',
  'getAttributeNode',
  'setAttribute',
  'namespaceURI',
  'insertBefore',
  'hasChildNodes',
  'nodeType',
  'childNodes',
]);
/** Elements a form exposes by id/name (listed elements and images). */
const FORM_NAMED = /* @__PURE__ */ new Set(['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea', 'img']);

// DOMPurify's expressions. DOMPurify tests its markup probes with the `g` flag through a shared
// RegExp, so its `lastIndex` leaks from one test to the next and can make it miss a match; here
// they are stateless, which can only remove more (never keep what DOMPurify would drop).
const ELEMENT_MARKUP_PROBE = /<[/\w!]/;
const COMMENT_MARKUP_PROBE = /<[/\w]/;
const FALLBACK_TAG_CLOSE = /<\/no(script|embed|frames)/i;
const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const ARIA_ATTR = /^aria-[-\w]+$/;
const IS_ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex -- DOMPurify's own expression: control characters are what it strips
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const LEADING_WHITESPACE = /^[\r\n\t ]+/;

type Node = T.ChildNode;
type Parent = T.ParentNode;

function isElement(node: T.Node): node is T.Element {
  return 'tagName' in node;
}

function textContent(node: T.Node): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value;
  if (!('childNodes' in node)) return '';
  let text = '';
  for (const child of node.childNodes) if (child.nodeName !== '#comment') text += textContent(child);
  return text;
}

function innerHtml(node: T.ParentNode): string {
  return serialize(node, { scriptingEnabled: false });
}

function detach(node: Node): void {
  const siblings = node.parentNode?.childNodes;
  if (siblings) siblings.splice(siblings.indexOf(node), 1);
  node.parentNode = null;
}

/** A `<form>` whose named controls would shadow the properties DOMPurify checks. */
function isClobberedForm(element: T.Element): boolean {
  const stack: Node[] = [...element.childNodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (FORM_NAMED.has(node.tagName) && node.attrs.some((a) => (a.name === 'id' || a.name === 'name') && FORM_PROBES.has(a.value))) return true;
    stack.push(...node.childNodes);
  }
  return false;
}

function isValidNamespace(element: T.Element, tagName: string): boolean {
  const parent = element.parentNode;
  const parentIsElement = parent !== null && isElement(parent);
  const parentNs = parentIsElement ? parent.namespaceURI : HTML_NS;
  const parentTag = parentIsElement ? parent.tagName.toLowerCase() : 'template';
  switch (element.namespaceURI) {
    case SVG_NS:
      if (parentNs === HTML_NS) return tagName === 'svg';
      if (parentNs === MATHML_NS) return tagName === 'svg' && (parentTag === 'annotation-xml' || MATHML_TEXT_INTEGRATION_POINTS.has(parentTag));
      return ALL_SVG.has(tagName);
    case MATHML_NS:
      if (parentNs === HTML_NS) return tagName === 'math';
      if (parentNs === SVG_NS) return tagName === 'math' && HTML_INTEGRATION_POINTS.has(parentTag);
      return ALL_MATHML.has(tagName);
    case HTML_NS:
      if (parentNs === SVG_NS && !HTML_INTEGRATION_POINTS.has(parentTag)) return false;
      if (parentNs === MATHML_NS && !MATHML_TEXT_INTEGRATION_POINTS.has(parentTag)) return false;
      return !ALL_MATHML.has(tagName) && (COMMON_SVG_AND_HTML.has(tagName) || !ALL_SVG.has(tagName));
    default:
      return false;
  }
}

/** DOMPurify's `_isUnsafeNode`: structural threats that condemn a node whatever the allowlists say. */
function isUnsafeNode(node: Node, tagName: string): boolean {
  if (isElement(node)) {
    if (
      node.childNodes.length > 0 &&
      !node.childNodes.some(isElement) &&
      ELEMENT_MARKUP_PROBE.test(textContent(node)) &&
      ELEMENT_MARKUP_PROBE.test(innerHtml(node))
    )
      return true;
    if (LITERAL_TEXT.has(tagName) && node.namespaceURI === HTML_NS && (node.childNodes.some(isElement) || ELEMENT_MARKUP_PROBE.test(textContent(node))))
      return true;
    return false;
  }
  return node.nodeName === '#comment' && COMMENT_MARKUP_PROBE.test((node as T.CommentNode).data);
}

type Verdict = 'kept' | 'removed';

/** DOMPurify's `_sanitizeElements` for one node; a disallowed element leaves its children in its place. */
function sanitizeElement(node: Node, isRoot: boolean, profile: Profile): Verdict {
  const tagName = node.nodeName.toLowerCase();
  if (isElement(node) && tagName === 'form' && isClobberedForm(node)) return remove(node, isRoot);
  if (isUnsafeNode(node, tagName)) return remove(node, isRoot);
  if (FORBID_TAGS.has(tagName) || !profile.tags.has(tagName)) {
    // DOMPurify hoists clones; a condemned walk root keeps its own children (they are what it returns).
    if (!isRoot && !FORBID_CONTENT.has(tagName) && 'childNodes' in node && node.parentNode) {
      const parent = node.parentNode;
      const at = parent.childNodes.indexOf(node);
      for (const child of node.childNodes) child.parentNode = parent;
      parent.childNodes.splice(at + 1, 0, ...node.childNodes);
      node.childNodes = [];
    }
    return remove(node, isRoot);
  }
  if (isElement(node) && !isValidNamespace(node, tagName)) return remove(node, isRoot);
  if ((tagName === 'noscript' || tagName === 'noembed' || tagName === 'noframes') && isElement(node) && FALLBACK_TAG_CLOSE.test(innerHtml(node)))
    return remove(node, isRoot);
  return 'kept';
}

function remove(node: Node, isRoot: boolean): Verdict {
  // DOMPurify detaches a condemned walk root (the body) but still serializes and walks it.
  if (isRoot) return 'kept';
  detach(node);
  return 'removed';
}

function qualifiedName(attr: T.Element['attrs'][number]): string {
  return attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
}

/** DOMPurify's `_isValidAttribute` with our configuration. */
function isValidAttribute(tagName: string, name: string, value: string, profile: Profile): boolean {
  if (FORBID_ATTRS.has(name)) return false;
  if (name === 'patchsrc' || (name === 'for' && tagName !== 'label' && tagName !== 'output')) return false;
  if ((name === 'id' || name === 'name') && DOM_NAMES.has(value)) return false;
  if (profile.aria && ARIA_ATTR.test(name)) return true;
  if (!profile.attrs.has(name)) return false;
  if (URI_SAFE_ATTRS.has(name)) return true;
  if (IS_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))) return true;
  if ((name === 'src' || name === 'xlink:href' || name === 'href') && tagName !== 'script' && value.startsWith('data:') && DATA_URI_TAGS.has(tagName))
    return true;
  return !value;
}

/** DOMPurify's `_sanitizeAttributes` (last attribute first, as it does), then Vitrine's element rules. */
function sanitizeAttributes(element: T.Element, profile: Profile): void {
  const tagName = element.tagName.toLowerCase();
  for (let i = element.attrs.length - 1; i >= 0; i--) {
    const attr = element.attrs[i];
    if (!attr) continue;
    const name = qualifiedName(attr);
    const lcName = name.toLowerCase();
    const value = name === 'value' ? attr.value : attr.value.trim();
    const unsafe = ATTR_VALUE_BREAKOUT.test(value) || (lcName === 'attributename' && value.includes('href'));
    if (unsafe || !isValidAttribute(tagName, lcName, value, profile)) {
      element.attrs.splice(i, 1);
      // DOMPurify sets a removed `is` back, empty, at the end (it cannot be removed from a live element).
      if (name === 'is') element.attrs.push({ name: 'is', value: '' });
      continue;
    }
    attr.value = value;
  }
  profile.elementRules(tagName, attributesOf(element));
}

function attributesOf(element: T.Element): AttributeAccess {
  const find = (name: string) => element.attrs.find((a) => !a.prefix && a.name === name);
  return {
    getAttributeNames: () => element.attrs.map(qualifiedName),
    getAttribute: (name) => find(name)?.value ?? null,
    hasAttribute: (name) => find(name) !== undefined,
    setAttribute: (name, value) => {
      const attr = find(name);
      if (attr) attr.value = value;
      else element.attrs.push({ name, value });
    },
    removeAttribute: (name) => {
      element.attrs = element.attrs.filter((a) => a.prefix || a.name !== name);
    },
  };
}

function walk(node: Node, isRoot: boolean, profile: Profile): void {
  if (sanitizeElement(node, isRoot, profile) === 'removed') return;
  if (!isElement(node)) return;
  sanitizeAttributes(node, profile);
  walkChildren(node, profile);
}

function walkChildren(parent: Parent, profile: Profile): void {
  let i = 0;
  while (i < parent.childNodes.length) {
    const child = parent.childNodes[i];
    if (!child) break;
    walk(child, false, profile);
    // A removed child is gone from the list (its hoisted children, if any, now sit at `i`).
    if (parent.childNodes[i] === child) i++;
  }
}

/** The document's `<body>`; none when the input opened a `<frameset>` instead. */
function findBody(document: T.Document): T.Element | undefined {
  const html = document.childNodes.find((n): n is T.Element => isElement(n) && n.tagName === 'html');
  return html?.childNodes.find((n): n is T.Element => isElement(n) && n.tagName === 'body');
}

/**
 * Sanitize untrusted HTML as DOMPurify does in the browser with Vitrine's policy, without a DOM.
 * @param dirty untrusted HTML (already through `withoutInlineAttributes`)
 * @returns the body's serialized content, as DOMPurify's `sanitize` returns it
 */
export function sanitizeWithParse5(dirty: string): string {
  // DOMPurify parses "<!-->" for an empty input (yielding nothing) and returns markup-free input as is.
  const input = dirty || '<!-->';
  if (!input.includes('<')) return input;
  const body = sanitizedBody(input, HTML_PROFILE);
  // DOMPurify returns nothing for a frameset document (it has no <body> to serialize).
  return body ? innerHtml(body) : '';
}

function sanitizedBody(input: string, profile: Profile): T.Element | undefined {
  const body = findBody(parse(input, { scriptingEnabled: false }));
  if (!body) return undefined;
  const leading = LEADING_WHITESPACE.exec(input)?.[0];
  if (leading) body.childNodes.unshift({ nodeName: '#text', value: leading, parentNode: body });
  walk(body, true, profile);
  return body;
}

function forEachElement(element: T.Element, visit: (element: T.Element) => void): void {
  visit(element);
  for (const child of element.childNodes) if (isElement(child)) forEachElement(child, visit);
}

/**
 * Sanitize an untrusted SVG image with the SVG profile, as `sanitizeSvg` does with DOMPurify in the
 * browser: the first `<svg>` element that survives, with `applySvgRules` applied to every element.
 * @param dirty untrusted SVG markup (already through `withoutInlineAttributes`)
 * @param idPrefix prefix of the image's ids in this page (each inlined copy needs its own)
 * @returns the `<svg>` element's markup, or '' when none survives
 */
export function sanitizeSvgWithParse5(dirty: string, idPrefix: string): string {
  const body = sanitizedBody(dirty, SVG_PROFILE);
  const svg = body?.childNodes.find((n): n is T.Element => isElement(n) && n.tagName === 'svg');
  if (!svg) return '';
  forEachElement(svg, (element) => applySvgRules(element.tagName.toLowerCase(), attributesOf(element), idPrefix));
  return serializeOuter(svg);
}
