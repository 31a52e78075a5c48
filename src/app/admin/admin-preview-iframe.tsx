/**
 * The page editor's preview at a chosen width (issue 35: 390, 768, 1280 px) as a real iframe, so that
 * the site's media queries follow that width and not the window's. The blocks stay in the editor's
 * React tree — a portal into the iframe's document, whose head mirrors the page's stylesheets (the
 * site's, the theme's, the admin's; those added later too, as a block's code brings its own) — so
 * the selection, the registry and the query cache are the editor's. The iframe is empty in the
 * server's HTML: its document exists only in the browser, and is filled once mounted.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SHEETS = 'link[rel="stylesheet"], style';
const isStylesheet = (node: Node): boolean => node instanceof Element && node.matches(SHEETS);

/**
 * Keep `to`'s head holding a copy of each stylesheet of `from` — in its head, or in its body where
 * the server's HTML leaves the admin's — in the page's order; returns what stops it. Those added
 * later (React's stylesheet resources, Vite's for a chunk) arrive in the head, which is watched.
 */
function mirrorStylesheets(from: Document, to: Document): () => void {
  const copies = new Map<Node, Node>();
  const add = (sheet: Node) => {
    if (copies.has(sheet)) return;
    const copy = to.importNode(sheet, true);
    copies.set(sheet, copy);
    // Before the copy of the next stylesheet (in the page's order) that has one: the cascade keeps the page's order.
    const all = [...from.querySelectorAll(SHEETS)];
    const next = all.slice(all.indexOf(sheet as Element) + 1).find((other) => copies.has(other));
    to.head.insertBefore(copy, next ? (copies.get(next) ?? null) : null);
  };
  for (const sheet of from.querySelectorAll(SHEETS)) add(sheet);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (isStylesheet(node)) add(node);
      for (const node of record.removedNodes) {
        const copy = copies.get(node);
        copy?.parentNode?.removeChild(copy);
        copies.delete(node);
      }
    }
  });
  observer.observe(from.head, { childList: true });
  return () => observer.disconnect();
}

/** What the page's root carries that its styles read (language, direction, theme classes and data). */
function copyRootAttributes(from: HTMLElement, to: HTMLElement): void {
  for (const { name, value } of from.attributes) {
    if (name === 'lang' || name === 'dir' || name === 'class' || name.startsWith('data-')) to.setAttribute(name, value);
  }
}

/**
 * Show the iframe smaller when the room is narrower than its width (CSS `zoom`): it keeps its width,
 * so its media queries stay those of the chosen one, and the whole page is in view (at 1280 px in
 * the editor's ≈ 680 px of room, the right half of the page was out of sight, a sideways scroll
 * away). Its height is divided as much, so it keeps its height on screen. Returns what stops it.
 */
function fitToRoom(iframe: HTMLIFrameElement, room: HTMLElement, width: number): () => void {
  const fit = () => {
    const scale = Math.min(1, room.clientWidth / width);
    iframe.style.zoom = scale < 1 ? String(scale) : '';
    iframe.style.height = scale < 1 ? `calc(max(30rem, 80vh) / ${scale})` : '';
  };
  fit();
  const observer = new ResizeObserver(fit);
  observer.observe(room);
  return () => observer.disconnect();
}

/** The preview's iframe, `width` CSS pixels wide (shown smaller when the room is narrower), rendering `children` inside. */
export function PreviewIframe({ title, width, className, children }: { title: string; width: number; className: string; children: ReactNode }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const roomRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const iframe = ref.current;
    const room = roomRef.current;
    return iframe && room ? fitToRoom(iframe, room, width) : undefined;
  }, [width]);
  useEffect(() => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    // about:blank, of the editor's origin: its head takes the page's stylesheets, its body the blocks.
    if (!doc.head.querySelector('meta[name="viewport"]')) {
      const viewport = doc.createElement('meta');
      viewport.name = 'viewport';
      viewport.content = 'width=device-width, initial-scale=1';
      doc.head.append(viewport);
    }
    copyRootAttributes(document.documentElement, doc.documentElement);
    const stop = mirrorStylesheets(document, doc);
    setBody(doc.body);
    return () => {
      stop();
      setBody(null);
    };
  }, []);
  return (
    // Focusable: should the page still be wider than the room (a block wider than its page), the keyboard reaches that scroll too.
    <div ref={roomRef} className={className} tabIndex={0} role="group" aria-label={title}>
      <iframe ref={ref} title={title} width={width} className="editor-iframe" />
      {body ? createPortal(children, body) : null}
    </div>
  );
}
