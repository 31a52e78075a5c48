/**
 * The preview image of a rendered layout, made in the browser from its DOM (modern-screenshot: the
 * DOM is cloned into an SVG `foreignObject`, drawn on a canvas, exported as PNG). Loaded on first use
 * only, inside the admin chunk. CSP: the SVG and the PNG are `data:` images, which `img-src` already
 * allows for CMS pictures (docs/decisions/003-csp.md); no script, no eval, no worker. Web-font
 * embedding is off: the library would parse CSS through a `<style>` element, which `style-src 'self'`
 * refuses; the thumbnail uses the fallback fonts, which is enough to recognise a page.
 * Import this module dynamically: it is its own chunk (`admin-preview-image-*.js`, with the library).
 */
import { domToPng } from 'modern-screenshot';

/** Width the layout is rendered at (desktop), in CSS pixels. */
export const PREVIEW_LAYOUT_WIDTH = 1280;
/** How much of the page the preview shows: the first screens, enough to recognise a page. */
export const PREVIEW_MAX_HEIGHT = 1600;
/** The PNG is half the CSS size (640 px wide): a thumbnail, not a print. */
const PREVIEW_SCALE = 0.5;

/** A PNG data URL of the top of `element` (rendered at {@link PREVIEW_LAYOUT_WIDTH}). */
export async function capturePreview(element: HTMLElement): Promise<string> {
  // Lazy images out of sight never load, and the library would wait for each until its timeout:
  // this render is a throwaway copy (already hashed), so ask for every image now.
  for (const image of element.querySelectorAll('img')) image.loading = 'eager';
  const height = Math.min(Math.max(element.scrollHeight, 1), PREVIEW_MAX_HEIGHT);
  const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
  // Copying computed styles is the slow part: skip whatever starts below the preview's bottom edge.
  const bottom = element.getBoundingClientRect().top + height;
  const inPreview = (node: Node) => !(node instanceof Element) || node.getBoundingClientRect().top < bottom;
  return domToPng(element, {
    width: PREVIEW_LAYOUT_WIDTH,
    height,
    scale: PREVIEW_SCALE,
    backgroundColor: background,
    timeout: 8_000,
    font: false,
    filter: inPreview,
  });
}
