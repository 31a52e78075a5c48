/**
 * Issue 14, the admin panel: the role gate (a real 404 and no admin code for visitors and members),
 * the admin bar and the panel for the demo admin.
 */
import type { Page } from '@playwright/test';
import { signInWithCookie } from './support/api-login';
import { expect, test } from './support/test';

/** Every built asset under src/app/admin/ is named admin-*.js / admin-*.css (see src/app/admin/README.md). */
const ADMIN_ASSET = /\/assets\/admin-[^/]*\.(js|css)$/;

function watchAdminAssets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (ADMIN_ASSET.test(path)) seen.push(path);
  });
  return seen;
}

async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration du site' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Barre d’administration' })).toHaveCount(0);
}

test('un visiteur et un membre obtiennent la page 404 pour /admin, sans télécharger de code d’administration', async ({ page, context, request, baseURL }) => {
  const adminAssets = watchAdminAssets(page);
  await page.goto('/admin');
  await expectNotFound(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInWithCookie(context, request, baseURL ?? '', 'member');
  await page.goto('/admin');
  await expectNotFound(page);
  await page.goto('/qui-suis-je');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Barre d’administration' })).toHaveCount(0);
  expect(adminAssets).toEqual([]);
});

test('l’administrateur voit la barre d’administration et le panneau', async ({ page, context, request, baseURL }) => {
  const adminAssets = watchAdminAssets(page);
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/qui-suis-je');
  const bar = page.getByRole('complementary', { name: 'Barre d’administration' });
  await expect(bar).toBeVisible();
  await bar.getByRole('link', { name: 'Panneau d’administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
  await expect(page.getByText('Connecté en tant que admin@vitrine-demo.fr (ADMIN).')).toBeVisible();
  expect(adminAssets.length).toBeGreaterThan(0);
});
