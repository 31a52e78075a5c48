// @vitest-environment node
/**
 * The import boundaries of DESIGN.md §2 are enforced by `npm run lint`: these cases lint a file placed
 * in each folder and check the rule fires (or not), so the config cannot silently stop enforcing them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function errorsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const cases: [string, string, boolean][] = [
  ['src/lib/probe.ts', "import { createApiClient } from '@/api/client';\nexport const x = createApiClient;\n", false],
  ['src/ui/probe.ts', "import { useSession } from '@/features/session/use-session';\nexport const x = useSession;\n", false],
  ['src/ui/probe.ts', "import { slugify } from '@/lib/slug';\nexport const x = slugify;\n", true],
  ['src/api/probe.ts', "import { Button } from '@/ui/button';\nexport const x = Button;\n", false],
  ['src/features/cart/probe.ts', "import { writeLoginCookies } from '@/features/session/session-cookies';\nexport const x = writeLoginCookies;\n", false],
  ['src/features/cart/probe.ts', "import { x as y } from '../session/session-cookies';\nexport const x = y;\n", false],
  ['src/features/checkout/probe.ts', "import { useSession } from '@/features/session/use-session';\nexport const x = useSession;\n", true],
  ['src/features/checkout/probe.ts', "import { stepQuantity } from '@/features/cart/cart-rules';\nexport const x = stepQuantity;\n", true],
  ['src/features/checkout/probe.ts', "import { cartReducer } from '@/features/cart/cart-reducer';\nexport const x = cartReducer;\n", false],
  ['src/features/checkout/probe.ts', "import { y } from '../cart/use-cart';\nexport const x = y;\n", false],
  ['registry/probe/probe.ts', "import { stepQuantity } from '@/features/cart/cart-rules';\nexport const x = stepQuantity;\n", true],
  ['src/renderer/probe.ts', "import { useSession } from '@/features/session/use-session';\nexport const x = useSession;\n", false],
  ['registry/probe/probe.ts', "import { useSession } from '@/features/session/use-session';\nexport const x = useSession;\n", true],
  ['registry/probe/probe.ts', "import { writeLoginCookies } from '@/features/session/session-cookies';\nexport const x = writeLoginCookies;\n", false],
  ['fixtures/server/probe.ts', "import { createApiClient } from '@/api/client';\nexport const x = createApiClient;\n", false],
  ['src/app/probe.ts', "import { createApiClient } from '@/api/client';\nexport const x = createApiClient;\n", true],
  // The composition root: the renderer owns the contract, the app hands it the registry.
  ['src/renderer/probe.ts', "import { blockRegistry } from '@registry/index';\nexport const x = blockRegistry;\n", false],
  ['src/renderer/probe.ts', "import type { RegisteredBlock } from '@registry/block-kit';\nexport type X = RegisteredBlock;\n", false],
  ['registry/probe/probe.ts', "import type { RegisteredBlock } from '@/renderer/block-contract';\nexport type X = RegisteredBlock;\n", true],
  ['registry/probe/probe.ts', "import { PageRenderer } from '@/renderer/page-renderer';\nexport const x = PageRenderer;\n", false],
  ['src/app/probe.ts', "import { blockRegistry } from '@registry/index';\nexport const x = blockRegistry;\n", true],
];

describe('import boundaries (DESIGN.md §2)', () => {
  it.each(cases)('%s: %s → allowed=%s', async (file, code, allowed) => {
    const errors = (await errorsFor(file, code)).filter((e) => e.startsWith('no-restricted-imports'));
    if (allowed) expect(errors).toEqual([]);
    else expect(errors.length).toBeGreaterThan(0);
  });

  it('dangerouslySetInnerHTML is forbidden outside SafeHtml', async () => {
    const code = "export const H = () => <div dangerouslySetInnerHTML={{ __html: 'x' }} />;\n";
    expect((await errorsFor('src/ui/probe.tsx', code)).some((e) => e.includes('SafeHtml'))).toBe(true);
  });

  it('eval and new Function are forbidden', async () => {
    expect((await errorsFor('src/lib/probe.ts', "export const f = new Function('return 1');\n")).length).toBeGreaterThan(0);
  });

  it('import cycles are errors', async () => {
    const dir = mkdtempSync(path.join(process.cwd(), 'src/lib/cycle-probe-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const errors = await errorsFor(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      expect(errors.some((e) => e.startsWith('import-x/no-cycle'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('app code reports errors through reportError, not the console (tests may spy on it)', async () => {
    const code = "export const f = (e: unknown) => console.error('x', e);\n";
    expect((await errorsFor('src/features/cart/probe.ts', code)).some((e) => e.startsWith('no-console'))).toBe(true);
    expect((await errorsFor('registry/probe/probe.ts', code)).some((e) => e.startsWith('no-console'))).toBe(true);
    expect((await errorsFor('src/features/cart/probe.test.ts', code)).some((e) => e.startsWith('no-console'))).toBe(false);
  });

  it('calls the API through src/api only: a write through its factory in src/api/mutations/ (issue 35)', async () => {
    const write = "import type { ApiClient } from '@/api/client';\nexport const x = (api: ApiClient) => api.call('deleteUser');\n";
    expect((await errorsFor('src/features/account/probe.ts', write)).join('\n')).toContain('no-restricted-properties');
    expect((await errorsFor('src/app/admin/probe.tsx', write)).join('\n')).toContain('no-restricted-properties');
    expect((await errorsFor('registry/probe/probe.ts', write)).join('\n')).toContain('no-restricted-properties');
    // No file is exempt any more: the cart and the checkout, the last to move, are refused like the rest.
    expect((await errorsFor('src/features/cart/use-cart.ts', write)).join('\n')).toContain('no-restricted-properties');
    expect((await errorsFor('src/features/checkout/review-step.tsx', write)).join('\n')).toContain('no-restricted-properties');
    expect(await errorsFor('src/api/mutations/probe.ts', write)).toEqual([]);
  });

  it('explicit any is an error', async () => {
    expect((await errorsFor('src/lib/probe.ts', 'export const f = (x: any) => x;\n')).some((e) => e.includes('no-explicit-any'))).toBe(true);
  });
});
