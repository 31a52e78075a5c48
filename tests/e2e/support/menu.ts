/**
 * Following a menu entry as a visitor does: in the top menu bar on desktop, behind the bottom bar's
 * "Menu" button below 960 px.
 */
import type { Page } from '@playwright/test';

/** Click the menu link named `name` (top menu on desktop, the menu dialog on mobile). */
export async function followMenuLink(page: Page, name: RegExp): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 960) {
    await page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
  }
}
