/**
 * Forms (issue 10): a CMS form with a file (too big → message, then a good one), a server field
 * error, success seen at the demo API; the contact message end to end (/contact redirects); the
 * newsletter sign-up with and without consent. Axe runs on each form in its error state too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';

interface Writes {
  messages: Record<string, unknown>[];
  formSubmissions: { idForm: number; values: Record<string, unknown>; files: { field: string; name: string; size: number; type: string }[] }[];
  newsletterSignups: { email: string }[];
}

async function writes(request: APIRequestContext): Promise<Writes> {
  const response = await request.get('/api/__demo/writes');
  const body = (await response.json()) as { data: (Writes & { siteId: number })[] };
  const site = body.data.find((s) => s.siteId === 51);
  if (!site) throw new Error('no writes for site 51');
  return site;
}

/** A unique address per test run and project, so parallel runs never collide. */
function uniqueEmail(prefix: string, page: Page): string {
  return `${prefix}-${Date.now()}-${page.viewportSize()?.width ?? 0}@exemple.fr`;
}

// The server's refusals (field errors, already subscribed) are part of these journeys.
test.use({
  allowedConsoleErrors: [
    [/status of (400|409)/, /HTTP 400 POST .*\/api\/forms\/1\/submit$/, /HTTP 409 POST .*\/api\/newsletter\/subscribe$/],
    { scope: 'test' },
  ],
});
// Several submits and three axe scans per journey, on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

// A layout check, at both widths: the CMS form with a file field (the company quote form).
test('a CMS form keeps its fields inside its card, each radio beside its words', async ({ page }) => {
  await page.goto('/vous-etes/massages-en-entreprise');
  const form = page.getByRole('region', { name: 'Demander un devis' }).locator('form');
  await expect(form.getByRole('textbox', { name: /^Entreprise/ })).toBeVisible();
  // At 390 px the file input's own width (its button and « Aucun fichier choisi ») widened the whole
  // column: every field ran 22 px past the form, out of its card's padding, to the screen's edge.
  const past = await form.evaluate((element) => {
    const edge = element.getBoundingClientRect().right;
    return [...element.querySelectorAll<HTMLElement>('input, select, textarea')]
      .filter((field) => field.getBoundingClientRect().right > edge + 0.5)
      .map((field) => `${field.id}: ${(field.getBoundingClientRect().right - edge).toFixed(0)} px past`);
  });
  expect(past).toEqual([]);
  // Each radio sits beside its words, on their first line (its centre within 3 px of the line's), with a gap: it
  // touched « Demi-journée » and sat 7 px high, the flex row meant for it not applying to rjsf 6's markup.
  const radios = await form
    .getByRole('radiogroup')
    .getByRole('radio')
    .evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        const words = input.nextElementSibling?.getBoundingClientRect();
        if (!words) return 'no words beside the radio';
        const centred = Math.abs(box.top + box.height / 2 - (words.top + words.height / 2)) <= 3;
        const gap = words.left - box.right;
        return centred && gap >= 6
          ? 'ok'
          : `${input.nextElementSibling?.textContent ?? ''}: ${(box.top + box.height / 2 - (words.top + words.height / 2)).toFixed(0)} px off centre, ${gap.toFixed(0)} px gap`;
      }),
    );
  expect(radios).toEqual(['ok', 'ok', 'ok', 'ok']);
});

// The file's size rule and the server's field error; the form kit at 390 px: the contact journey below.
test('a CMS form with a file: size refused, server field error, then sent with its file', ONE_WIDTH, async ({ page, request }) => {
  await page.goto('/vous-etes/massages-en-entreprise');
  const form = page.getByRole('region', { name: 'Demander un devis' });
  await form.getByRole('textbox', { name: /Entreprise/ }).fill('Atlantique Logistique');
  await form.getByRole('textbox', { name: /Nom et prénom du contact/ }).fill('Thomas Giraud');
  const email = uniqueEmail('thomas', page).replace('@exemple.fr', '@yopmail.com');
  await form.getByRole('textbox', { name: /Adresse e-mail professionnelle/ }).fill(email);
  await form.getByRole('combobox', { name: /Effectif concerné/ }).selectOption({ label: '11 à 50 personnes' });
  await form.getByRole('radio', { name: 'Demi-journée' }).check();
  await form.getByRole('textbox', { name: /Votre projet/ }).fill('Une demi-journée d’amma assis pour les équipes de l’entrepôt.');

  const file = form.getByLabel('Cahier des charges');
  await file.setInputFiles({ name: 'cahier-trop-lourd.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(form.getByText('« cahier-trop-lourd.pdf » est trop volumineux (6 Mo) : 5 Mo maximum.')).toBeVisible();
  await file.setInputFiles({ name: 'cahier-des-charges.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 cahier des charges') });
  await expect(form.getByRole('list', { name: 'Fichiers joints' })).toContainText('cahier-des-charges.pdf');

  // Consent not ticked: the summary takes focus and names the field.
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Le formulaire contient une erreur' });
  await expect(summary).toBeFocused();
  await expectAccessible(page);
  await summary.getByRole('link', { name: /Veuillez cocher cette case/ }).click();
  await expect(form.getByRole('checkbox', { name: /J’accepte que mes données/ })).toBeFocused();
  await page.keyboard.press('Space');

  // The server refuses the throw-away address: its message replaces the form's, the file stays.
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(form.getByText('Les adresses e-mail jetables ne sont pas acceptées', { exact: false }).first()).toBeVisible();
  await expect(form.getByRole('list', { name: 'Fichiers joints' })).toContainText('cahier-des-charges.pdf');
  await expectAccessible(page);

  await form.getByRole('textbox', { name: /Adresse e-mail professionnelle/ }).fill(email.replace('@yopmail.com', '@atlantique-logistique.fr'));
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(form.getByRole('status')).toContainText('Merci ! Votre demande a bien été envoyée.');

  const sent = (await writes(request)).formSubmissions.find((s) => s.values.email === email.replace('@yopmail.com', '@atlantique-logistique.fr'));
  expect(sent?.idForm).toBe(1);
  expect(sent?.values).toMatchObject({ company: 'Atlantique Logistique', headcount: '11-50', formula: 'half-day', consent: true });
  expect(sent?.files).toEqual([expect.objectContaining({ field: 'image', name: 'cahier-des-charges.pdf', type: 'application/pdf' })]);
});

test('contact: /contact leads to /me-contacter; errors, then the message reaches the API', async ({ page, request }) => {
  const response = await page.request.get('/contact', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/me-contacter');
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/me-contacter$/);
  const form = page.getByRole('region', { name: 'M’écrire' });
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Léa');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('lea@');
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();
  await expect(form.getByRole('link', { name: 'Adresse e-mail : Cette adresse n’est pas valide (exemple : prenom@exemple.fr).' })).toBeVisible();
  // The field is described by its message alone: the « ⚠ » drawn before it was read out first (« panneau d’avertissement »).
  await expect(form.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAccessibleDescription(
    'Cette adresse n’est pas valide (exemple : prenom@exemple.fr).',
  );
  // The consent box's label is a sentence: its period does not stand before the « : » (« confidentialité. : »).
  await expect(form.getByRole('link', { name: /politique de confidentialité\s:\sVeuillez cocher cette case/u })).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail('lea', page);
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Moreau');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
  await form.getByRole('combobox', { name: /Objet/ }).selectOption({ label: 'Un bon cadeau' });
  await form.getByRole('textbox', { name: /Votre message/ }).fill('Bonjour, je voudrais offrir un massage californien à ma mère.');
  await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();
  // In the site's voice (« je », as all of site 51's pages), with the hours the site gives: not the code's « Nous vous répondons… ».
  await expect(form.getByRole('status')).toContainText('Merci, votre message a bien été envoyé. Je vous réponds sous 48 heures ouvrées.');
  await expect(form.getByRole('status')).toContainText('du lundi au vendredi, de 9 h à 17 h');
  // The phone number is never cut in two at the end of a line (« 06 / 39 98 42 17 » at 390 px).
  const phone = form.getByRole('status').locator('a[href^="tel:"]');
  expect(await phone.evaluate((link) => link.getClientRects().length)).toBe(1);
  const message = (await writes(request)).messages.find((m) => m.email === email);
  expect(message).toMatchObject({ firstname: 'Léa', lastname: 'Moreau', subject: 'Un bon cadeau', phone: null, consent: true });
});

// A layout check, at both widths: where the footer form says what is wrong.
test('newsletter in the footer: a wrong address is said right under the field, the missing consent under the box', async ({ page }) => {
  await page.goto('/galerie');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
  const box = footer.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/u });
  await field.fill('marie@exemple');
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  const alert = footer.getByRole('alert');
  await expect(alert).toHaveText('Cette adresse e-mail n’est pas valide : vérifiez-la (par exemple prenom@exemple.fr).');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('Cette adresse e-mail n’est pas valide : vérifiez-la (par exemple prenom@exemple.fr).');
  // Right under the field, in line with it, nothing between (it came after the consent box: at 390 px
  // under the button and the box, out of sight of the visitor typing).
  await alert.scrollIntoViewIfNeeded();
  const placed = await alert.evaluate(
    (element, fieldId) => {
      const input = document.getElementById(fieldId);
      const consent = document.querySelector('input[type="checkbox"][id$="-consent"]');
      if (!input || !consent) return 'no field or box';
      const a = element.getBoundingClientRect();
      const f = input.getBoundingClientRect();
      const gap = a.top - f.bottom;
      const top = document.elementFromPoint(a.left + 4, a.top + a.height / 2);
      if (gap < 0 || gap > 16) return `${gap.toFixed(0)} px below the field`;
      if (Math.abs(a.left - f.left) > 1) return `${(a.left - f.left).toFixed(0)} px off the field's left edge`;
      if (a.bottom > consent.getBoundingClientRect().top) return 'not above the consent box';
      if (!top || !element.contains(top)) return 'covered by another element';
      return 'under the field';
    },
    (await field.getAttribute('id')) ?? '',
  );
  expect(placed).toBe('under the field');
  await expectAccessible(page);

  // The consent's message, under its box.
  await field.fill('marie@exemple.fr');
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(alert).toHaveText('Cochez la case pour accepter de recevoir la lettre.');
  await expect(box).toHaveAccessibleDescription('Cochez la case pour accepter de recevoir la lettre.');
  await expect(field).not.toHaveAttribute('aria-invalid');
  const boxBottom = (await box.boundingBox())?.y ?? Number.NaN;
  expect((await alert.boundingBox())?.y ?? Number.NaN).toBeGreaterThan(boxBottom);
});

// Consent and the duplicate address are rules; the footer form at 390 px: islands.spec's pre-hydration journey.
test('newsletter in the footer: consent required, then signed up; the same address gets its own message', ONE_WIDTH, async ({ page, request }) => {
  // A page without a sign-up of its own (/qui-suis-je has the newsletter block: its footer has none).
  await page.goto('/galerie');
  const footer = page.getByRole('contentinfo');
  const email = uniqueEmail('lettre', page);
  // Sent empty: asked for the address, not told that an address never typed « n’est pas valide ».
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Indiquez votre adresse e-mail (par exemple prenom@exemple.fr).');
  await expect(footer.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeFocused();
  await footer.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Cochez la case pour accepter de recevoir la lettre.');
  // The box names the message (the form's ids are its place's).
  await expect(footer.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/ })).toHaveAccessibleDescription(
    'Cochez la case pour accepter de recevoir la lettre.',
  );
  await expectAccessible(page);
  expect((await writes(request)).newsletterSignups.some((s) => s.email === email)).toBe(false);
  await footer.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/ }).check();
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription à la lettre est bien enregistrée.');
  // The form and its button are gone: the focus is on the thanks, not lost to the page's body.
  await expect(footer.getByRole('status')).toBeFocused();
  expect((await writes(request)).newsletterSignups.filter((s) => s.email === email)).toHaveLength(1);

  // The page's newsletter block, same address: already subscribed. That page's footer offers no second form.
  await page.goto('/qui-suis-je');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'La lettre d’information' })).toHaveCount(0);
  const block = page.getByRole('region', { name: 'Recevoir la lettre bien-être' });
  await block.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  await block.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/ }).check();
  await block.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(block.getByRole('alert')).toHaveText('Cette adresse e-mail est déjà inscrite à la lettre : vous recevez déjà nos nouvelles.');
  await expect(block.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeFocused();
});
