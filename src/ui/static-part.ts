/**
 * Whether a part of the page is static: rendered by the server and kept as its HTML by the browser,
 * whose code never runs there (a static block, src/renderer/static-block.tsx). What such a part reads
 * while the server renders it (its message files) is not needed in the browser.
 */
import { createContext } from 'react';

/** True inside a static part (set by the renderer around each static block). */
export const StaticPart = createContext(false);
