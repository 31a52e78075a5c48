/**
 * A two-worker cluster for scripts/lib/cluster-relay.test.ts: `POST /relay?id=` relays a change
 * through the primary (scripts/lib/cluster.ts) as the events endpoint does; `GET /seen` answers the
 * worker's pid and the ids it received, its own or relayed. Listens on PORT.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { announceWorkerReady, onRelayedChange, relayChange, runPrimary } from '../../scripts/lib/cluster';

if (cluster.isPrimary) {
  process.exitCode = await runPrimary({ workers: 2, onReady: (url) => console.log(`ready ${url}`) });
} else {
  const seen: string[] = [];
  onRelayedChange((id) => seen.push(id));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (request.method === 'POST' && url.pathname === '/relay') {
      const id = url.searchParams.get('id') ?? '';
      seen.push(id);
      relayChange(id, { type: 'site.updated', data: { siteId: 52 } });
    }
    response.setHeader('Connection', 'close');
    response.end(JSON.stringify({ pid: process.pid, seen }));
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => announceWorkerReady(`http://127.0.0.1:${process.env.PORT}`));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
