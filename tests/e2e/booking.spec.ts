/**
 * Online booking (issue 10): from the services list (with a theme filter) to the confirmation seen at
 * the demo API; from a service page, with the calendar driven by the keyboard; in another time zone
 * (the time sent is Paris time); and the link to a third-party provider when the booking config names
 * one. Axe on every step, the error state included.
 *
 * The calendar journeys run at a fixed instant (1 December 2026, 10:00 in Paris; `E2E_NOW` for another,
 * support/clock.ts): the browser's clock and the demo API's stand still there, on this worker's own
 * server. Its journeys refuse a time already booked: each books on its own open day (`dayIndex`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { copyDemoData } from './support/data-copy';
import { startOwnServer } from './support/own-server';
import { expect, expectAccessible, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';
import { DATES, datedTest, fixClocks, journeyInstant } from './support/clock';

/** When the calendar journeys take place. */
const AT = journeyInstant('1 December 10:00');

interface Booked {
  email: string;
  serviceId: number;
  duration: number;
  start: string;
  note: string | null;
  status: string;
}

async function bookings(request: APIRequestContext): Promise<Booked[]> {
  const body = (await (await request.get('/api/__demo/writes')).json()) as { data: { siteId: number; bookings: Booked[] }[] };
  return body.data.find((s) => s.siteId === 51)?.bookings ?? [];
}

/** The open day a journey books on: distinct per journey and per project. */
function dayIndex(journey: number, page: Page): number {
  return journey + ((page.viewportSize()?.width ?? 0) < 600 ? 3 : 0);
}

/**
 * « Choisir la date », then the calendar once the API's availability is in: before it, the days are
 * the schedule's, and a day counted then may be greyed a moment later.
 */
async function openCalendar(page: Page, booking: Locator): Promise<void> {
  const availability = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/booking/availability'));
  await booking.getByRole('button', { name: 'Choisir la date' }).click();
  await availability;
  await expect(booking.getByRole('grid')).toBeVisible();
}

/** « Mois suivant », once the month shown has changed (its days are counted next). */
async function nextMonth(booking: Locator): Promise<void> {
  const firstDay = booking.getByRole('grid').locator('button[data-date]').first();
  const shown = (await firstDay.getAttribute('data-date')) ?? '';
  await booking.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(firstDay).not.toHaveAttribute('data-date', shown);
}

/** Chooses the n-th open day of the calendar (moving to the next month when this one has too few). */
async function chooseDay(booking: Locator, n: number): Promise<string> {
  const grid = booking.getByRole('grid');
  const open = grid.locator('button:not([aria-disabled])');
  while ((await open.count()) <= n) {
    n -= await open.count();
    await nextMonth(booking);
  }
  const day = open.nth(n);
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  return label;
}

/** Fills the details step (consent ticked or not) and goes to the summary. */
async function fillDetails(booking: Locator, email: string, consent: boolean): Promise<void> {
  await booking.getByRole('textbox', { name: /^Prénom/ }).fill('Camille');
  await booking.getByRole('textbox', { name: /^Nom/ }).fill('Roux');
  await booking.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await booking.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
  if (consent) await booking.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await booking.getByRole('button', { name: 'Vérifier ma demande' }).click();
}

/**
 * The details step's fields that stand side by side have their inputs on one line: four in a row, the
 * e-mail's and the phone's hints put their inputs lower than the names' (seen at 1280 px).
 */
async function expectDetailsAligned(booking: Locator): Promise<void> {
  const tops = await Promise.all(
    [/^Prénom/u, /^Nom/u, /^Adresse e-mail/u, /^Téléphone/u].map((name) =>
      booking.getByRole('textbox', { name }).evaluate((input: HTMLInputElement) => ({
        label: Math.round(input.labels?.[0]?.getBoundingClientRect().top ?? 0),
        input: Math.round(input.getBoundingClientRect().top),
      })),
    ),
  );
  for (const a of tops) for (const b of tops) if (a.label === b.label) expect(Math.abs(a.input - b.input), 'inputs of one row').toBeLessThanOrEqual(1);
}

/** On how many lines `words`, in the element's text, are drawn. */
async function linesOf(element: Locator, words: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, words);
}

/** "09:30" of a time shown « 9 h 30 », "10:00" of « 10 h » (its spaces are no-break ones). */
function clockOf(shown: string): string {
  const match = /^(\d{1,2})\s*h(?:\s*(\d\d))?$/u.exec(shown.trim());
  expect(match, `a French time: ${shown}`).not.toBeNull();
  return `${(match?.[1] ?? '').padStart(2, '0')}:${match?.[2] ?? '00'}`;
}

const uniqueEmail = (prefix: string, page: Page) => `${prefix}-${Date.now()}-${page.viewportSize()?.width ?? 0}@exemple.fr`;

// Four steps, three axe scans and a demo API round trip per journey, on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

datedTest('from the services list: filter, book a massage, summary, confirmation recorded by the API', DATES, async ({ page, request }) => {
  await fixClocks(page, AT.iso);
  await page.goto('/reservation-en-ligne');
  const list = page.getByRole('region', { name: 'Quel massage ?' });
  await list.getByRole('navigation', { name: 'Filtrer les prestations' }).getByRole('link', { name: 'À domicile' }).click();
  await expect(page).toHaveURL(/\?tag=domicile$/);
  await expect(list.getByRole('status')).toHaveText('5 prestations : À domicile.');
  await expect(list.getByRole('link', { name: 'Massage aux pierres chaudes' })).toHaveCount(0);
  await expectAccessible(page);

  await list.getByRole('link', { name: 'Réserver : Massage suédois' }).click();
  await expect(page).toHaveURL(/\?prestation=3#reserver$/);
  const booking = page.getByRole('region', { name: 'Votre rendez-vous' });
  const service = booking.getByRole('combobox', { name: /Prestation/ });
  await expect(service).toHaveValue('3');
  // A step sent incomplete takes the visitor to the field to fix, read with its message (the focus stayed on the button).
  await service.selectOption('');
  await booking.getByRole('button', { name: 'Choisir la date' }).click();
  await expect(service).toBeFocused();
  await expect(service).toHaveAccessibleDescription(/Choisissez une prestation\./u);
  await service.selectOption('3');
  await booking.getByRole('radio', { name: /1 h 30/ }).check();
  await openCalendar(page, booking);
  await expect(booking.getByRole('heading', { name: 'Étape 2 sur 4 : Quel jour, à quelle heure ?' })).toBeFocused();
  // Sundays are closed: greyed and not choosable.
  const sunday = booking.getByRole('grid').locator('tbody tr td:nth-child(7) button').first();
  await expect(sunday).toHaveAttribute('aria-disabled', 'true');
  await booking.getByRole('button', { name: 'Continuer' }).click();
  const calendarStop = booking.getByRole('grid').locator('button[tabindex="0"]');
  await expect(calendarStop).toBeFocused();
  await expect(calendarStop).toHaveAccessibleDescription('Choisissez un jour dans le calendrier.');
  const day = await chooseDay(booking, dayIndex(0, page));
  await expect(booking.getByRole('status')).toContainText(`${day} :`);
  // The sentence starts with a capital, though French writes the day in lower case (it read « jeudi 3 décembre 2026 : … »).
  expect(await booking.getByRole('status').evaluate((status) => getComputedStyle(status, '::first-letter').textTransform)).toBe('uppercase');
  const times = booking.getByRole('group', { name: /^Horaire du/ });
  await booking.getByRole('button', { name: 'Continuer' }).click();
  await expect(times.getByRole('radio').first()).toBeFocused();
  await expect(times).toHaveAccessibleDescription('Choisissez un horaire.');
  await times.getByRole('radio').first().check();
  const time = (await times.locator('label:has(input:checked)').textContent()) ?? '';
  await expectAccessible(page);
  await booking.getByRole('button', { name: 'Continuer' }).click();

  // Details without consent: the error summary, then fixed.
  const email = uniqueEmail('camille', page);
  await fillDetails(booking, email, false);
  await expect(booking.getByRole('alert')).toContainText('Cochez la case pour que votre demande puisse être traitée.');
  await expectDetailsAligned(booking);
  // The focus on the field in error, as in every hand-written form (it stayed on the button, the summary out of sight at 390 px).
  await expect(booking.getByRole('checkbox', { name: /J’accepte que mes données/ })).toBeFocused();
  await expectAccessible(page);
  await booking.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await booking.getByRole('textbox', { name: /^Un mot/ }).fill('Plutôt une pression douce sur les épaules.');
  await booking.getByRole('button', { name: 'Vérifier ma demande' }).click();

  await expect(booking.getByRole('heading', { name: 'Étape 4 sur 4 : Vérifiez votre demande' })).toBeFocused();
  // Each « Modifier » lines up with its row: its word under the value's first letter when it wraps below
  // the value (390 px), on the row's end beside it (its tap-target padding had put it 3 px in).
  const edits = booking.getByRole('button', { name: /^Modifier/u });
  await expect(edits).toHaveCount(5);
  const offsets = await edits.evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const word = document.createRange();
      word.selectNodeContents(button.firstChild ?? button);
      const text = word.getBoundingClientRect();
      const value = button.previousElementSibling?.getBoundingClientRect();
      const row = button.parentElement?.getBoundingClientRect();
      if (!value || !row) return ['no value beside « Modifier »'];
      const below = text.top >= value.bottom - 1;
      const off = below ? text.left - value.left : row.right - text.right;
      return Math.abs(off) > 0.5 ? [`${below ? 'under' : 'beside'} its value: ${off.toFixed(1)} px off`] : [];
    }),
  );
  expect(offsets).toEqual([]);
  await expect(booking.getByText(`${day} à ${time} (heure de Paris)`)).toBeVisible();
  // The phone number is never cut at the end of a line: no-break spaces between its pairs (at 390 px a
  // longer address put « 78 » alone on the next line).
  await expect(booking.getByText(/ · 06\u00a012\u00a034\u00a056\u00a078$/u)).toBeVisible();
  await expect(booking.getByText('1 heure 30 minutes · 90', { exact: false })).toBeVisible();
  // The free-cancellation terms with a real date (never one already past), or "none left" under 48 h.
  const policy = booking.locator('.booking__policy');
  await expect(policy).toHaveText(
    /^Annulation\s: (sans frais jusqu’au \p{L}+ \d+(?:er)? \p{L}+ \d{4} à \d{1,2}\u00a0h(?:\u00a0\d\d)? \(heure de Paris\), 48\sheures avant|plus possible sans frais, ce rendez-vous ayant lieu dans moins de 48\sheures)/u,
  );
  // « Annulation » is said once.
  expect(((await policy.textContent()) ?? '').match(/annulation/giu)).toHaveLength(1);
  const terms = (await policy.textContent()) ?? '';
  await expectAccessible(page);
  // At 390 px the button takes two lines: « rendez-vous » stays whole (it read « … de rendez- » / « vous »).
  const sendButton = booking.getByRole('button', { name: 'Envoyer ma demande de rendez-vous' });
  expect(await linesOf(sendButton, 'rendez-vous'), '« rendez-vous » on one line').toBe(1);
  await sendButton.click();

  const done = booking.getByRole('status');
  await expect(done).toContainText('Demande de rendez-vous envoyée');
  await expect(done).toContainText(`Massage suédois, 1 heure 30 minutes, le ${day} à ${time} (heure de Paris)`);
  await expect(done).toContainText(terms);
  // The thanks says once that the request is recorded; the site's sentence (its booking settings'
  // confirmationMessage) says what comes next. It read « … est enregistrée : … » then « Votre rendez-vous
  // est enregistré : vous allez recevoir une confirmation par e-mail. »
  await expect(done).toContainText('Vous recevrez la confirmation de votre rendez-vous par e-mail.');
  expect(((await done.textContent()) ?? '').match(/enregistr\p{L}*/giu), '« enregistré » said once').toHaveLength(1);
  // The e-mail to come is said once in the booking's block: its intro, left above the confirmation, said
  // « vous recevez une confirmation par e-mail » just before « Vous recevrez la confirmation … par e-mail ».
  expect(((await booking.textContent()) ?? '').match(/par e-mail/gu), '« par e-mail » said once').toHaveLength(1);
  const sent = (await bookings(request)).find((b) => b.email === email);
  expect(sent).toMatchObject({ serviceId: 3, duration: 90, note: 'Plutôt une pression douce sur les épaules.', status: 'requested' });
  expect(sent?.start.slice(11, 16)).toBe(clockOf(time));
});

datedTest('from a service page, the calendar by keyboard', DATES, async ({ page, request }) => {
  await fixClocks(page, AT.iso);
  await page.goto('/reservation-en-ligne/massage-californien-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Massage californien' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Durées et tarifs' })).toContainText('1 h 30 · 90');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Réserver : Massage californien' }).click();
  const booking = page.getByRole('region', { name: 'Votre rendez-vous' });
  await expect(booking.getByRole('combobox', { name: /Prestation/ })).toHaveValue('1');
  await openCalendar(page, booking);

  // The first open day is the calendar's one tab stop; a week later is the same weekday.
  const grid = booking.getByRole('grid');
  await grid.locator('button[tabindex="0"]').focus();
  for (let i = 0; i <= dayIndex(1, page); i += 1) await page.keyboard.press('ArrowDown');
  const focused = grid.locator('button:focus');
  const label = (await focused.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  await expect(booking.getByRole('status')).toContainText(`${label} :`);
  await booking
    .getByRole('group', { name: /^Horaire du/ })
    .getByRole('radio')
    .last()
    .check();
  await booking.getByRole('button', { name: 'Continuer' }).click();
  const email = uniqueEmail('clavier', page);
  await fillDetails(booking, email, true);
  // The server refuses the first sending (a fault switch on this worker's server): the message is
  // announced and « Envoyer » keeps the focus (it went to the page), so Enter sends again.
  const send = booking.getByRole('button', { name: 'Envoyer ma demande de rendez-vous' });
  await request.post('/api/__demo/faults', { data: { faults: 'createBooking=envelope' } });
  try {
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(booking.getByRole('alert')).toContainText('Votre demande n’a pas pu être envoyée');
  } finally {
    await request.post('/api/__demo/faults', { data: { faults: '' } });
  }
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(booking.getByRole('status')).toContainText(`Massage californien, 1 heure, le ${label}`);
  expect((await bookings(request)).find((b) => b.email === email)).toMatchObject({ serviceId: 1, duration: 60 });
});

/** Paris's UTC offset on a day ("+01:00" / "+02:00", at noon). */
function parisOffset(date: string): string {
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`));
  return zone.find((p) => p.type === 'timeZoneName')?.value.slice(3) || '+00:00';
}

/** Books a 90-minute Swedish massage at `time` on `date` straight at the demo API (another visitor). */
async function bookAtApi(request: APIRequestContext, date: string, time: string): Promise<number> {
  const res = await request.post('/api/booking', {
    headers: { idSite: '51' },
    data: {
      serviceId: 3,
      duration: 90,
      start: `${date}T${time}:00${parisOffset(date)}`,
      firstname: 'Autre',
      lastname: 'Visiteur',
      email: 'autre@exemple.fr',
      phone: '06 00 00 00 00',
      note: null,
      consent: true,
    },
  });
  return res.status();
}

datedTest.describe('availability', () => {
  datedTest.use({ allowedConsoleErrors: [[/status of 409/, /HTTP 409 POST .*\/api\/booking$/], { scope: 'test' }] });

  // Which times the API offers and refuses; the booking steps at 390 px: the two journeys above.
  datedTest(
    'only free times are offered; a time taken in between is refused, then no longer offered',
    { tag: [ONE_WIDTH.tag, DATES.tag] },
    async ({ page, request }) => {
      await fixClocks(page, AT.iso);
      const from = AT.iso.slice(0, 10);
      const to = new Date(Date.parse(`${from}T12:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
      const answer = (await (
        await request.get(`/api/booking/availability?serviceId=3&duration=90&from=${from}&to=${to}`, { headers: { idSite: '51' } })
      ).json()) as { data: { days: { date: string; times: string[] }[] } };
      // A weekday of its own (the other journeys book on the first open days).
      const weekdays = answer.data.days.filter((d) => d.times.includes('16:00'));
      const date = weekdays[12 + dayIndex(0, page)]?.date ?? '';
      expect(date).not.toBe('');
      expect(await bookAtApi(request, date, '09:00')).toBe(200);

      await page.goto('/reservation-en-ligne?prestation=3#reserver');
      const booking = page.getByRole('region', { name: 'Votre rendez-vous' });
      await booking.getByRole('radio', { name: /1 h 30/ }).check();
      await openCalendar(page, booking);
      const day = booking.locator(`button[data-date="${date}"]`);
      while ((await day.count()) === 0) await nextMonth(booking);
      await day.click();
      const times = booking.getByRole('group', { name: /^Horaire du/ });
      // 09:00–10:30 is booked: a 90-minute session cannot start at 09:00, 09:30 or 10:00.
      await expect(times.getByRole('radio', { name: '10 h 30' })).toBeVisible();
      for (const taken of ['9 h', '9 h 30', '10 h']) await expect(times.getByRole('radio', { name: taken, exact: true })).toHaveCount(0);

      // Someone takes 10:30 while this visitor fills the form: the 409 path.
      await times.getByRole('radio', { name: '10 h 30' }).check();
      await booking.getByRole('button', { name: 'Continuer' }).click();
      await fillDetails(booking, uniqueEmail('course', page), true);
      expect(await bookAtApi(request, date, '10:30')).toBe(200);
      await booking.getByRole('button', { name: 'Envoyer ma demande de rendez-vous' }).click();
      await expect(booking.getByText('Ce créneau vient d’être réservé : choisissez-en un autre.')).toBeVisible();
      await expect(booking.getByRole('heading', { name: 'Étape 2 sur 4 : Quel jour, à quelle heure ?' })).toBeVisible();
      // 10:30–12:00 is now taken too: the rest of the morning cannot hold 90 minutes; the afternoon can.
      await expect(times.getByRole('radio', { name: '13 h 30' })).toBeVisible();
      for (const taken of ['10 h 30', '11 h']) await expect(times.getByRole('radio', { name: taken, exact: true })).toHaveCount(0);
      await expectAccessible(page);
    },
  );
});

datedTest.describe('in New York', () => {
  datedTest.use({ timezoneId: 'America/New_York' });

  // Time zones, not the layout (the booking steps at 390 px: the journeys above).
  datedTest('days and times are Paris time, and the time sent is the one shown', { tag: [ONE_WIDTH.tag, DATES.tag] }, async ({ page, request }) => {
    await fixClocks(page, AT.iso);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await page.goto('/reservation-en-ligne?prestation=8#reserver');
    const booking = page.getByRole('region', { name: 'Votre rendez-vous' });
    await openCalendar(page, booking);
    const day = await chooseDay(booking, dayIndex(2, page) + 1);
    const times = booking.getByRole('group', { name: /^Horaire du/ });
    // The practice opens at 9:00 in Paris (3:00 in New York): the first time shown is « 9 h » (French typography: no leading zero, no « 00 »).
    await expect(times.getByRole('radio').first()).toHaveAccessibleName('9 h');
    await times.getByRole('radio', { name: '10 h 30' }).check();
    await booking.getByRole('button', { name: 'Continuer' }).click();
    const email = uniqueEmail('newyork', page);
    await fillDetails(booking, email, true);
    await expect(booking.getByText(`${day} à 10 h 30 (heure de Paris)`)).toBeVisible();
    await booking.getByRole('button', { name: 'Envoyer ma demande de rendez-vous' }).click();
    await expect(booking.getByRole('status')).toContainText(`le ${day} à 10 h 30 (heure de Paris)`);
    // « n° 1 », its number never at the start of a line (it read « n°1 »).
    expect(await booking.getByRole('status').textContent()).toMatch(/Votre demande n°\u00a0\d+ est enregistrée/u);
    const sent = (await bookings(request)).find((b) => b.email === email);
    expect(sent?.start).toMatch(/T10:30:00\+0[12]:00$/);
  });
});

// The booking's first step at 390 px: the two journeys above.
test('a service card’s « Réserver » comes to the booking with its massage chosen', ONE_WIDTH, async ({ page }) => {
  // The cards of /mes-prestations/massages-en-vendee linked to /reservation-en-ligne: the visitor who
  // chose « Réserver : Massage suédois » found « Choisissez… » and had to choose it again.
  await page.goto('/mes-prestations/massages-en-vendee');
  const cards = page.getByRole('link', { name: /^Réserver : /u });
  const names = (await cards.allTextContents()).map((text) => text.replace(/^Réserver\s*:\s*/u, ''));
  expect(names).toContain('Massage suédois');
  // Its name is its words, not the arrow drawn after them (« Réserver : Massage suédois → », read « flèche droite »).
  await expect(page.getByRole('link', { name: 'Réserver : Massage suédois', exact: true })).toBeVisible();
  for (const [index, name] of names.entries()) {
    await cards.nth(index).click();
    await expect(page).toHaveURL(/\/reservation-en-ligne\?prestation=\d+#reserver$/u);
    const booking = page.getByRole('region', { name: 'Votre rendez-vous' });
    await expect(booking.getByRole('combobox', { name: /Prestation/u }).locator('option:checked')).toHaveText(name);
    await page.goBack();
  }
});

// A link from the booking config, not the layout.
test('a booking config naming a provider links out to its agenda', ONE_WIDTH, async ({ page }) => {
  // A copy of the demo data whose booking app is a third-party agenda.
  const data = copyDemoData('booking-provider');
  const appsFile = path.join(data.dir, 'sites/51/external-apps.json');
  const apps = JSON.parse(readFileSync(appsFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    appsFile,
    JSON.stringify({
      ...apps,
      booking: { provider: 'planity', providerName: 'Planity', enabled: true, url: 'https://www.planity.com/maelle-guerin-massages-85150-les-achards' },
    }),
  );
  const server = await startOwnServer(data.dir);
  try {
    await page.goto(`${server.url}/reservation-en-ligne`);
    const booking = page.getByRole('region', { name: 'Votre rendez-vous' });
    await expect(booking.getByRole('link', { name: 'Réserver sur Planity (site externe)' })).toHaveAttribute(
      'href',
      'https://www.planity.com/maelle-guerin-massages-85150-les-achards',
    );
    await expect(booking.getByRole('combobox')).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await server.close();
    data.remove();
  }
});
