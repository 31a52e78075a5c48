/**
 * The browser's first script (index.html's entry): a few hundred bytes that start the app
 * (`main.tsx`) at the right moment and in short steps (issue 23: "nothing competes with the LCP",
 * Total Blocking Time).
 *
 * When: on a page the server rendered, everything the visitor sees first is already in the HTML: the
 * app is only needed to make it interactive. So its code (React, the router, the query cache, the
 * shell: about 150 KiB gzip) is not even requested until the page has loaded (`load`: the
 * stylesheets and the first screen's images are in) and the next frame has been painted. On a
 * phone's connection the LCP image then downloads alone, and its paint never waits behind script
 * evaluation or hydration. Until then links, `<details>` and the cart link work as plain HTML
 * (src/renderer/README.md, "What hydrates, and when"). On a static host (no server data block) there
 * is nothing to show without the app: it starts at once.
 *
 * How: the app is a few chunks (vite.config.ts: React, the router, TanStack Query + immer, the app).
 * All are fetched at once (`modulepreload`: fetched and compiled, not run), then run one chunk per
 * task, dependencies first, with a yield between them: a module graph imported in one go runs in one
 * task, which was ≈ 300 ms on a 4× slower phone CPU. The build writes the list of files into this
 * script (scripts/lib/vite-boot-steps.ts); under the dev server there is none and `./main` is
 * imported directly.
 */

/**
 * The server's data block (`STATE_ELEMENT_ID` of ./server/state.ts), where the server writes it: a
 * JSON script child of `<body>`, never an element of the page's content (`dataBlockText` there reads
 * it the same way; repeated here: this file imports nothing, so that it stays a file of its own and
 * not a part of the app's chunk).
 */
const STATE_BLOCK = 'body > script[type="application/json"][id="vitrine-state"]';

/**
 * The app's files relative to this one, space-separated, in evaluation order (the last one is
 * `./main`'s chunk). The build replaces this token (scripts/lib/vite-boot-steps.ts).
 */
const BOOT_FILES: string = '__VITRINE_BOOT_FILES__';

/** Resolves once the page has loaded and the frame after it has been painted. */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    // requestAnimationFrame runs before the next paint; the timeout after it, once that paint is done.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
  });
}

/** Ends the current task: the browser may paint and handle input before the next step. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Fetch every file of the app at once, then run them one per task; `./main` last. */
async function startApp(): Promise<void> {
  const files = BOOT_FILES.endsWith('.js') ? BOOT_FILES.split(' ').map((file) => new URL(file, import.meta.url).href) : [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The same request mode as a module script's, so the fetched module is the one imported.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of files.slice(0, -1)) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import('./main');
}

function boot(): void {
  const serverRendered = document.querySelector(STATE_BLOCK) !== null;
  void (serverRendered ? afterFirstScreen() : Promise.resolve()).then(startApp);
}

boot();
