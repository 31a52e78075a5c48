/**
 * The Node server's build (`npm run build:app`, after the client and the renderer): the Node adapter
 * (`scripts/serve.ts`, with the one server app and the demo API inside) as one ES module,
 * `dist/server/serve.js`, beside the renderer (`dist/server/entry-server.js`, which it loads). Run by
 * plain `node` (`npm start`, scripts/start.mjs): no tsx nor vite at run time. Dependencies stay in
 * node_modules (package.json `dependencies`: a production install has them). `dist/server/` is never
 * served to browsers (src/app/server/routing.ts `isPublicFile`). The options every server bundle
 * shares: `server-bundle.ts`.
 */
import { fileURLToPath } from 'node:url';
import { serverBundleConfig } from './server-bundle.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default serverBundleConfig({ entry: r('../serve.ts'), outDir: r('../../dist/server'), fileName: 'serve.js', emptyOutDir: false });
