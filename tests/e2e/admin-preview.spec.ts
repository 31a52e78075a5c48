/**
 * Issue 14, the live block preview: from the admin bar on a page, edit the hero's props in the form
 * generated from its schema; the page re-renders with the draft as it is typed, an invalid value gets
 * a French message and the renderer's diagnostic, reset brings the CMS version back. Visitors get 404.
 */
import { signInWithCookie } from './support/api-login';
import { expect, expectAccessible, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';

test('l’aperçu en direct change le titre du bandeau et refuse une valeur invalide en français', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/vous-etes/massages-sportifs');
  await page.getByRole('complementary', { name: 'Barre d’administration' }).getByRole('link', { name: 'Aperçu en direct de cette page' }).click();
  // Nothing typed here is kept: the page says so and leads to the editor (it told the owner to « copier le JSON du bloc pour le CMS »).
  await expect(page.getByText(/Rien n’est enregistré ici/u)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier cette page dans l’éditeur' })).toHaveAttribute('href', '/admin/editeur/vous-etes/massages-sportifs');
  await expect(page).toHaveURL(/\/admin\/apercu\/vous-etes\/massages-sportifs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aperçu en direct : Massages sportifs et deep tissue' })).toBeVisible();

  const editor = page.getByRole('region', { name: 'Réglages du bloc' });
  const preview = page.getByRole('region', { name: 'La page avec le brouillon' });
  await expect(editor.getByLabel('Bloc à modifier')).toHaveValue('hero');
  // Each block is named by what it is and its words (the option read « hero (hero) »).
  await expect(editor.getByLabel('Bloc à modifier').locator('option:checked')).toHaveText('Bandeau « Préparer l’effort, mieux récupérer »');
  // The schema's French titles are the fields' labels (never the raw keys), its descriptions their help texts.
  const title = editor.getByLabel(/^Titre\*?$/);
  await expect(title).toHaveValue('Préparer l’effort, mieux récupérer');
  await expect(editor.getByText('Le titre principal du bandeau.')).toBeVisible();
  await expect(editor.getByRole('group', { name: /^Bouton principal/ }).getByRole('textbox', { name: /^Libellé du bouton/ })).toHaveValue(
    'Réserver un massage sportif',
  );
  await expect(editor.getByText(/^(title|ctaLabel|primaryCta|headingLevel)\*?$/)).toHaveCount(0);
  // A list's buttons say what they do in words (rjsf's own were empty icon-font pills).
  await expect(editor.getByRole('group', { name: /^Points forts/ }).getByRole('button', { name: 'Ajouter un élément' })).toHaveText('Ajouter un élément');

  await title.fill('Récupérer après le trail');
  await expect(preview.getByRole('heading', { level: 1, name: 'Récupérer après le trail' })).toBeVisible();

  await title.fill('');
  await expect(editor.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(preview.getByRole('alert').filter({ hasText: 'Bloc non affiché pour les visiteurs' })).toContainText('Réglages incomplets ou incorrects');
  await expect(preview.getByRole('list', { name: 'Réglages à corriger' })).toHaveText('Titre : à remplir');

  await editor.getByRole('button', { name: 'Rétablir le bloc' }).click();
  await expect(title).toHaveValue('Préparer l’effort, mieux récupérer');
  await expect(preview.getByRole('heading', { level: 1, name: 'Préparer l’effort, mieux récupérer' })).toBeVisible();
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

// A status, not the layout (the 404 page at 390 px: shell.spec).
test('un visiteur obtient la page 404 pour l’aperçu en direct', ONE_WIDTH, async ({ page }) => {
  await page.goto('/admin/apercu/vous-etes/massages-sportifs');
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Aperçu en direct/ })).toHaveCount(0);
});
