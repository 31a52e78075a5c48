/**
 * Every test file's set-up. The DOM matchers (`toBeInTheDocument`…) are cheap and always there;
 * Testing Library's React renderer (React DOM, its cleanup after each test) is loaded only in files
 * that run in jsdom: a file marked `@vitest-environment node` renders nothing to unmount, and that
 * import was a large part of its start-up.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
