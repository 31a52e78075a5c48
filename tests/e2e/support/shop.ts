/**
 * The shop's filters sit behind a disclosure (registry/product-list): closed on arrival, its button
 * shown below 960 px only (from 960 px the filters are always in their column). A journey that uses
 * the filters opens it first, as a visitor on a phone does.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the filters' disclosure where it is a button (390 px); nothing to do where the filters always show. */
export async function openShopFilters(scope: Page | Locator): Promise<void> {
  const toggle = scope.locator('summary.vb-product-list__filters-toggle');
  if (!(await toggle.isVisible())) return;
  const box = toggle.locator('xpath=..');
  if (!(await box.evaluate((details) => (details as HTMLDetailsElement).open))) await toggle.click();
  await expect(box).toHaveAttribute('open', '');
}
