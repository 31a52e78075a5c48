/**
 * Cluster mode of the Node server (issue 21, pages per second): `WORKERS=n` (or `WEB_CONCURRENCY`,
 * the name hosting platforms set) runs n copies of the server, one per core, behind one port
 * (`node:cluster`: the primary accepts connections and hands them out in turn). A server render is
 * CPU-bound JavaScript on one thread, so one process uses one core however many the machine has.
 *
 * The primary serves nothing itself. It starts the workers, announces the server once they all
 * listen, forwards SIGTERM/SIGINT to them (each drains as a lone server does: docs/operating.md,
 * "Shutdown") and exits 0 when they all stopped cleanly, replaces a worker that dies while serving, and
 * gives up (exit 1) when workers keep dying before they listen (a broken build or setting: restarting
 * would only loop).
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** The message a worker sends its primary once it listens. */
export interface ReadyMessage {
  type: 'vitrine:ready';
  url: string;
}

function isReadyMessage(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === 'vitrine:ready' &&
    'url' in message &&
    typeof message.url === 'string'
  );
}

/**
 * How many server processes the settings ask for: `WORKERS`, else `WEB_CONCURRENCY`; unset = 1 (one
 * process, no primary: the server as it always ran); `0` or `auto` = one per core the machine offers
 * (`os.availableParallelism()`). Anything else is refused with a message naming the setting.
 */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const [name, raw] = env.WORKERS !== undefined && env.WORKERS !== '' ? ['WORKERS', env.WORKERS] : ['WEB_CONCURRENCY', env.WEB_CONCURRENCY];
  if (raw === undefined || raw === '') return 1;
  const value = raw.trim().toLowerCase();
  if (value === 'auto' || value === '0') return os.availableParallelism();
  if (!/^\d+$/.test(value)) throw new Error(`${name}=${raw} : attendu un nombre de processus (1, 2…), 0 ou « auto » (un par cœur).`);
  return Number(value);
}

/** What the primary needs. */
export interface ClusterOptions {
  workers: number;
  /** Settings added to each worker's environment (on top of the primary's). */
  env?: NodeJS.ProcessEnv;
  /** Called once, when every worker listens (the readiness line). */
  onReady(url: string): void;
  /** Messages for the operator (default stderr). */
  log?: (line: string) => void;
  /** Workers dying before they listen, in a row, after which the primary gives up (default 3). */
  maxStartFailures?: number;
}

/**
 * A change event (src/app/server/change-events.ts) verified by one worker, relayed by the primary to
 * the others (issue 34): each applies it to its own caches and remembers its id against replays.
 */
export interface ChangeMessage {
  type: 'vitrine:change';
  /** The event's `webhook-id`. */
  id: string;
  event: unknown;
}

function isChangeMessage(message: unknown): message is ChangeMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === 'vitrine:change' &&
    'id' in message &&
    typeof message.id === 'string'
  );
}

/** Send a verified change event to the cluster's other workers (no-op outside a cluster). */
export function relayChange(id: string, event: unknown): void {
  const message: ChangeMessage = { type: 'vitrine:change', id, event };
  if (cluster.isWorker) process.send?.(message);
}

/**
 * From the primary: send a change event to every worker (the demo API of a cluster runs in the
 * primary, scripts/serve.ts, and tells the workers what its writes changed).
 */
export function broadcastChange(id: string, event: unknown): void {
  const message: ChangeMessage = { type: 'vitrine:change', id, event };
  for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(message);
}

/** Call `handler` with each change event another worker relayed; returns what stops listening. */
export function onRelayedChange(handler: (id: string, event: unknown) => void): () => void {
  if (!cluster.isWorker) return () => undefined;
  const listener = (message: unknown) => {
    if (isChangeMessage(message)) handler(message.id, message.event);
  };
  process.on('message', listener);
  return () => process.off('message', listener);
}

/** Tell the primary this worker listens on `url` (no-op outside a cluster). */
export function announceWorkerReady(url: string): void {
  const message: ReadyMessage = { type: 'vitrine:ready', url };
  if (cluster.isWorker) process.send?.(message);
}

/**
 * Run the primary: fork the workers (this same script, same Node flags) and supervise them until a
 * signal stops them all. Resolves with the exit code: 0 after a clean stop, 1 when workers kept
 * dying at start or one did not stop cleanly.
 */
export function runPrimary({ workers, env = {}, onReady, log = (line) => console.error(line), maxStartFailures = 3 }: ClusterOptions): Promise<number> {
  return new Promise((resolve) => {
    const listening = new Set<number>();
    let announced = false;
    let stopping = false;
    let startFailures = 0;
    let exitCode = 0;

    const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const fork = (): void => {
      const worker = cluster.fork(env);
      worker.on('message', (message: unknown) => {
        // A change event one worker received: every other worker acts on it too.
        if (isChangeMessage(message)) {
          for (const other of alive()) if (other !== worker && other.isConnected()) other.send(message);
          return;
        }
        if (!isReadyMessage(message)) return;
        listening.add(worker.id);
        startFailures = 0;
        if (!announced && listening.size === workers) {
          announced = true;
          onReady(message.url);
        }
      });
    };
    const stop = (code: number): void => {
      exitCode = Math.max(exitCode, code);
      if (stopping) return;
      stopping = true;
      const running = alive();
      if (running.length === 0) resolve(exitCode);
      // Each worker drains on SIGTERM (its requests in flight finish, then it exits).
      for (const worker of running) worker.process.kill('SIGTERM');
    };

    cluster.on('exit', (worker, code, signal) => {
      const served = listening.delete(worker.id);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (alive().length === 0) resolve(exitCode);
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!served && ++startFailures >= maxStartFailures) {
        log(`Vitrine : ${startFailures} processus arrêtés avant d’écouter (${how}) : abandon.`);
        stop(1);
        return;
      }
      log(`Vitrine : processus ${worker.process.pid ?? '?'} arrêté (${how}), remplacé.`);
      fork();
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      process.on(signal, () => {
        if (!stopping) log(`Vitrine : ${signal} reçu, arrêt des ${alive().length} processus après leurs requêtes en cours…`);
        stop(0);
      });
    for (let i = 0; i < workers; i++) fork();
  });
}
