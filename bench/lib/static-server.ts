/**
 * A tiny static file server for the throughput harness (loopback only). Missing images get a 1×1
 * placeholder so the harness page logs no 404 noise while blocks render their <img> tags.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Serve `root` on 127.0.0.1 on a free port.
 * @returns the base URL and a close function
 */
export async function serveDirectory(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
        res.end(body);
      },
      () => {
        if (/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(file)) {
          res.writeHead(200, { 'Content-Type': 'image/gif' }).end(PIXEL);
        } else {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('introuvable');
        }
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
