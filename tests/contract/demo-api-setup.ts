/**
 * Vitest global set-up: one demo API on a free port for the tests that run in jsdom (where the server
 * itself cannot run). Tests read its URL with `inject('demoApiUrl')`.
 */
import type { TestProject } from 'vitest/node';
import { startDemoApi } from '../../fixtures/server/main';

declare module 'vitest' {
  export interface ProvidedContext {
    demoApiUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDemoApi({ port: 0, log: () => {}, testSurface: true });
  project.provide('demoApiUrl', server.url);
  return () => server.close();
}
