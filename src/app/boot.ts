/**
 * The browser's first script (index.html's entry): a few hundred bytes that start the app
 * (`main.tsx`) at the right moment (issue 23, "nothing competes with the LCP").
 *
 * On a page the server rendered, everything the visitor sees first is already in the HTML: the app
 * is only needed to make it interactive. So its code (React, the router, the query cache, the
 * shell: about 100 KiB gzip) is not even requested until the page has loaded (`load`: the
 * stylesheets and the first screen's images are in) and the next frame has been painted. On a
 * phone's connection the LCP image then downloads alone, and its paint never waits behind script
 * evaluation or hydration. Until then links, `<details>` and the cart link work as plain HTML
 * (src/renderer/README.md, "What hydrates, and when").
 *
 * On a static host (no server data block) there is nothing to show without the app: it starts at once.
 */

/**
 * The id of the server's data block (`STATE_ELEMENT_ID` of ./server/state.ts, repeated here: this
 * file imports nothing, so that it stays a file of its own and not a part of the app's chunk).
 */
const STATE_ELEMENT_ID = 'vitrine-state';

/** Resolves once the page has loaded and the frame after it has been painted. */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    // requestAnimationFrame runs before the next paint; the timeout after it, once that paint is done.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
  });
}

function boot(): void {
  const serverRendered = document.getElementById(STATE_ELEMENT_ID) !== null;
  void (serverRendered ? afterFirstScreen() : Promise.resolve()).then(() => import('./main'));
}

boot();
