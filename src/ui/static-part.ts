/**
 * Whether what a part reads while the server renders it (its message files) is left out of the
 * page's list, the files the browser loads before it hydrates: a static part, rendered by the server
 * and kept as its HTML by the browser, whose code never runs there (a static block,
 * src/renderer/static-block.tsx); or a part hydrated on need below the fold, whose strings load
 * when it hydrates, with its code (the footer's sign-up form, src/app/layouts/site-footer.tsx).
 */
import { createContext } from 'react';

/** True inside such a part (set by the renderer around each static block, and by the footer around its sign-up form). */
export const StaticPart = createContext(false);
