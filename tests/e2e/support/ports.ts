/**
 * Ports of the two e2e servers: the site (demo data) and the resilience tenant (broken blocks, XSS
 * corpus). Overridable so two runs on one machine (or a busy CI host) do not collide.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const RESILIENCE_PORT = Number(process.env.E2E_RESILIENCE_PORT ?? E2E_PORT + 1);
export const RESILIENCE_BASE = `http://127.0.0.1:${RESILIENCE_PORT}`;
/** Third e2e server: the site with the four analytics tools configured with fake ids (consent journeys). */
export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? E2E_PORT + 2);
export const ANALYTICS_BASE = `http://127.0.0.1:${ANALYTICS_PORT}`;
/** Fourth e2e server: the edge build on workerd, started by tests/e2e/edge-parity.spec.ts itself. */
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? E2E_PORT + 3);
