/**
 * The browser's first script (index.html's entry): a few hundred bytes that start the app
 * (`main.tsx`) at the right moment and in short steps (issue 23: "nothing competes with the LCP",
 * Total Blocking Time).
 *
 * When: on a page the server rendered, everything the visitor sees first is already in the HTML: the
 * app is only needed to make it interactive. So its code (React, the router, the query cache, the
 * shell: about 150 KiB gzip) is not even requested until the page has loaded (`load`: the
 * stylesheets and the first screen's images are in), its first contentful paint is done and the
 * next frame has been painted. On a
 * phone's connection the LCP image then downloads alone, and its paint never waits behind script
 * evaluation or hydration. Until then links, `<details>` and the cart link work as plain HTML
 * (src/renderer/README.md, "What hydrates, and when"), the menu buttons open the menu dialog natively
 * (invoker commands), and a tap on a button that only the app can answer (a submenu's toggle,
 * « Gérer les cookies ») is held, starts the app at once, and is replayed once the shell has hydrated
 * (`holdEarlyTaps`). On a static host (no server data block) there
 * is nothing to show without the app: it starts at once.
 *
 * How: the app is a few chunks (vite.config.ts: React, the router, TanStack Query, immer, the app).
 * All are fetched at once (`modulepreload`: fetched and compiled, not run), then run one chunk per
 * task, dependencies first, with a yield between them: a module graph imported in one go runs in one
 * task, which was ≈ 300 ms on a 4× slower phone CPU. The build writes the list of files into this
 * script, and this script into index.html (scripts/lib/vite-boot-steps.ts: an inline module script,
 * no request of its own beside the stylesheet and the LCP image; the CSP allows it by its hash);
 * under the dev server there is none and `./main` is imported directly.
 */

/**
 * The server's data block (`STATE_ELEMENT_ID` of ./server/state.ts), where the server writes it: a
 * JSON script child of `<body>`, never an element of the page's content (`dataBlockText` there reads
 * it the same way; repeated here: this file imports nothing, so that it can be written into the page
 * and is not a part of the app's chunk).
 */
const STATE_BLOCK = 'body > script[type="application/json"][id="vitrine-state"]';

/**
 * The app's files by their absolute address (`/assets/…`), space-separated, in evaluation order (the
 * last one is `./main`'s chunk). The build replaces this token (scripts/lib/vite-boot-steps.ts).
 */
const BOOT_FILES: string = '__VITRINE_BOOT_FILES__';

/**
 * The islands entry's files (src/app/islands/main.tsx), in the same form: what starts a page whose
 * data block says `data-entry="islands"` (`STATE_ENTRY_ATTRIBUTE` of ./server/state.ts, repeated
 * here for the same reason as the data block above). The build replaces this token too.
 */
const ISLANDS_FILES: string = '__VITRINE_ISLANDS_FILES__';

/** The attribute of the data block naming the entry that starts the page. */
const ENTRY_ATTRIBUTE = 'data-entry';

/** The app's entry under the dev server (no build: BOOT_FILES is still the token). */
const DEV_ENTRY = './main.tsx';

/**
 * True when the visitor is logged in (the login cookie `token`, SPEC §4: src/features/session/
 * session-cookies.ts): the page is then the app's, whatever its data block says — a member's header
 * shows their account, which the islands do not know.
 */
function loggedIn(): boolean {
  return /(?:^|;\s*)token=[^;]/.test(document.cookie);
}

/**
 * The event the shell sends once it has hydrated (its handlers are attached: `SHELL_READY_EVENT` of
 * ./layouts/site-shell.tsx, repeated here for the same reason as the data block above).
 */
const SHELL_READY_EVENT = 'vitrine:shell-ready';

/** The attribute a held control wears until its tap is replayed (shell.css shows it pressed). */
const HELD_ATTRIBUTE = 'data-held-tap';

/** True when the button sends its form with GET: such a form works as plain HTML. */
function sendsAsGet(button: HTMLButtonElement): boolean {
  return (button.formMethod || button.form?.method) === 'get';
}

/**
 * The control a tap acts on when only the app can answer it: a button (or `role="button"`) with no
 * action of its own — a submenu's toggle, « Gérer les cookies ». Links, the submit buttons of forms
 * that work as plain HTML (the shop's filters: `method="get"`) and the buttons that open a dialog
 * with an invoker command (the menu buttons: `commandfor`, src/ui/dialog-opener.tsx) are left to
 * the browser — the latter only where it knows invoker commands (`hasInvokerCommands` there,
 * repeated: this file imports nothing). A submit that posts is held: the app sends those forms (the
 * login, the account's), the pages take no posts (a post gets the page that says nothing was sent),
 * and in an interactive block HydrateWhenVisible then holds the replayed click until it has hydrated.
 */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="button"]');
  if (!control || control.matches(':disabled, a[role="button"]')) return null;
  if (control.hasAttribute('commandfor') && 'command' in HTMLButtonElement.prototype) return null;
  if (control instanceof HTMLButtonElement && control.type !== 'button' && control.form && !control.closest('.vr-island') && sendsAsGet(control)) return null;
  return control;
}

/**
 * Until the shell has hydrated, a tap on such a control is held (the control looks pressed) and the
 * app is started at once, without waiting for `load`; once the shell is live the last tap held is
 * replayed on the same element (React hydrated it in place). A tap is never lost, nor answered twice.
 */
function holdEarlyTaps(startNow: () => void): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = heldControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.removeAttribute(HELD_ATTRIBUTE);
    held = control;
    control.setAttribute(HELD_ATTRIBUTE, '');
    startNow();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(
    SHELL_READY_EVENT,
    () => {
      document.removeEventListener('click', hold, true);
      const control = held;
      held = null;
      // In a task of its own: the shell's effects have run, and React renders the click's update at once.
      if (control)
        setTimeout(() => {
          control.removeAttribute(HELD_ATTRIBUTE);
          if (control.isConnected) control.click();
        }, 0);
    },
    { once: true },
  );
}

/** How long after `load` the app waits at most for the page's first contentful paint (a tab in the background paints nothing). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the page has loaded, its first contentful paint is done and the frame after it has
 * been painted. `load` alone is not enough: a font in its block period (`font-display: optional`
 * holds text up to 100 ms) can put the first paint after `load` and its next frame, and the app's
 * chunks, requested meanwhile at high priority, then finished before it: Lighthouse's simulated
 * mobile load counts such requests as render-blocking (the home's LCP 1,281 or 2,324 ms from one
 * run to the next, issue 37).
 */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    // requestAnimationFrame runs before the next paint; the timeout after it, once that paint is done.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const afterFirstPaint = () => {
      const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
        afterPaint();
        return;
      }
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        observer.disconnect();
        afterPaint();
      };
      const observer = new PerformanceObserver(() => {
        if (painted()) once();
      });
      observer.observe({ type: 'paint' });
      setTimeout(once, FIRST_PAINT_WAIT_MS);
    };
    if (document.readyState === 'complete') afterFirstPaint();
    else window.addEventListener('load', afterFirstPaint, { once: true });
  });
}

/** Ends the current task: the browser may paint and handle input before the next step. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The attribute of the data block naming the page's own files besides the app's (its message files:
 * `STATE_MODULES_ATTRIBUTE` of ./server/state.ts, repeated for the same reason as the block above).
 */
const MODULES_ATTRIBUTE = 'data-modules';

/**
 * Fetch every file of an entry (the app's or the islands') at once, and the page's own (its message
 * files, which hydration reads: fetched now, they cost no round trip of their own), then run the
 * entry's one per task; the entry's own chunk last (`./main` under the dev server).
 */
async function startApp(entryFiles: string): Promise<void> {
  const files = entryFiles.endsWith('.js') ? entryFiles.split(' ').map((file) => new URL(file, import.meta.url).href) : [];
  const pageFiles = (document.querySelector(STATE_BLOCK)?.getAttribute(MODULES_ATTRIBUTE) ?? '')
    .split(' ')
    .filter((file) => file.endsWith('.js'))
    .map((file) => new URL(file, window.location.href).href);
  for (const href of [...files, ...pageFiles]) {
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
  // The app's own chunk by its address too, `./main` under the dev server: a literal import() would
  // be wrapped by the build in Vite's preload helper, a file this one would then import statically —
  // a second script fetched at high priority before the first paint, which Lighthouse's simulation
  // counts as render-blocking (FCP and LCP wait for both round trips; issue 37).
  await import(/* @vite-ignore */ files.at(-1) ?? new URL(DEV_ENTRY, import.meta.url).href);
}

function boot(): void {
  const block = document.querySelector(STATE_BLOCK);
  const serverRendered = block !== null;
  // A page with nothing to hydrate but the shell starts with the islands, unless the visitor is a member.
  const islands = block?.getAttribute(ENTRY_ATTRIBUTE) === 'islands' && ISLANDS_FILES.endsWith('.js') && !loggedIn();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void startApp(islands ? ISLANDS_FILES : BOOT_FILES);
  };
  if (!serverRendered) {
    start();
    return;
  }
  // A tap on the server's page before the app runs is answered: held, the app started, then replayed.
  holdEarlyTaps(start);
  void afterFirstScreen().then(start);
}

boot();
