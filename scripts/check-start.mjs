/**
 * A newcomer's first command, as `.ci/run` checks it on its clean clone before `npm test`: run
 * `npm start` (which must generate and build by itself), wait until `/` answers 200 on both demo
 * sites' hosts, then stop it. Plain Node (no tsx, nothing generated): it runs before anything else.
 *
 *   node scripts/check-start.mjs        (PORT: default 4199)
 */
import { spawn } from 'node:child_process';
import http from 'node:http';

const PORT = Number(process.env.PORT ?? 4199);
/** The demo sites' hosts (src/app/server/tenants.ts, the demo table): site 51 and site 52. */
const HOSTS = ['127.0.0.1', 'vins.localhost'];
const LIMIT_MS = 300_000;

/** GET / with this Host header; resolves with the status, or 0 when nothing answers yet. */
function status(host) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: PORT, path: '/', headers: { host: `${host}:${PORT}` }, timeout: 10_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
  });
}

const started = Date.now();
const child = spawn('npm', ['start'], { env: { ...process.env, PORT: String(PORT), LOG: 'off' }, stdio: 'inherit', detached: true });
let exited = null;
child.on('exit', (code) => (exited = code ?? 1));
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

let answers = HOSTS.map(() => 0);
while (Date.now() - started < LIMIT_MS && exited === null) {
  answers = await Promise.all(HOSTS.map(status));
  if (answers.every((code) => code === 200)) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
stop();
const seconds = Math.round((Date.now() - started) / 1000);
if (answers.every((code) => code === 200)) {
  console.log(`check-start: npm start served / with 200 on ${HOSTS.join(' and ')} after ${seconds} s`);
} else {
  const why = exited !== null ? `npm start exited (code ${exited})` : `no 200 within ${LIMIT_MS / 1000} s`;
  console.error(`check-start: ${why}; answers: ${HOSTS.map((host, i) => `${host} → ${answers[i] || 'none'}`).join(', ')}`);
  process.exit(1);
}
