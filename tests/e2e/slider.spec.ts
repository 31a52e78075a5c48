/**
 * The full-screen slider (SPEC §2), opened by its event on a served page: counter, close,
 * arrows from md up, Escape, ← / →, swipe on touch, wrap-around, focus trapped and restored.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { APP_PAGE } from './support/pages';

const ITEMS = [
  { src: '/demo/albums/le-studio/salle-de-massage.svg', alt: 'La salle de massage, table prête et lumière tamisée', caption: 'La salle de massage' },
  { src: '/demo/albums/le-studio/huiles-et-galets.svg', alt: 'Flacons d’huiles végétales et galets de basalte', caption: 'Huiles et galets chauds' },
  { src: '/demo/albums/le-studio/coin-accueil.svg', alt: 'Le coin accueil avec son fauteuil et une tasse de tisane', caption: 'Le coin accueil' },
  { src: '/demo/albums/le-studio/jardin.svg', alt: 'Le jardin du studio au printemps', caption: 'Le jardin' },
];

/**
 * The slider is opened by its public event (SPEC §2 "opens on an event"; `openSlider` in
 * src/ui/ui-events.ts dispatches it). Its test page lives on the dev server only, so here a button
 * placed in a served page the app runs (the app's shell shows the slider) dispatches the event, as an
 * album's thumbnail does.
 */
async function openerOnPage(page: Page) {
  await page.goto(APP_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((items) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Ouvrir la photo 1';
    button.addEventListener('click', () => {
      window.dispatchEvent(new CustomEvent('vitrine:slider-open', { detail: { items, index: 0, title: 'Galerie de démonstration' } }));
    });
    document.querySelector('main')?.prepend(button);
  }, ITEMS);
  return page.getByRole('button', { name: 'Ouvrir la photo 1' });
}

test('le diaporama s’ouvre, se parcourt au clavier en boucle et rend le focus', async ({ page, isMobile }) => {
  const opener = await openerOnPage(page);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Galerie de démonstration' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Image 1 sur 4')).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Fermer la galerie' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 2 sur 4')).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Image 4 sur 4')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 1 sur 4')).toBeAttached();

  // Arrows are shown from md (996 px) up only.
  const next = dialog.getByRole('button', { name: 'Image suivante' });
  if (isMobile) {
    await expect(next).toBeHidden();
  } else {
    await next.click();
    await expect(dialog.getByText('Image 2 sur 4')).toBeAttached();
  }

  // Focus stays inside while open.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('le diaporama se balaie du doigt', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'swipe is a touch gesture: checked on the mobile project');
  await (await openerOnPage(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Galerie de démonstration' });
  await expect(dialog.getByText('Image 1 sur 4')).toBeAttached();
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 420 }] });
    for (let step = 1; step <= 5; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: 422 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(320, 60);
  await expect(dialog.getByText('Image 2 sur 4')).toBeAttached();
  await swipe(60, 320);
  await swipe(60, 320);
  await expect(dialog.getByText('Image 4 sur 4')).toBeAttached();
  await dialog.getByRole('button', { name: 'Fermer la galerie' }).click();
  await expect(dialog).toBeHidden();
});
