import { describe, expect, it } from 'vitest';
import { frenchSpacing, frenchSpacingDeep, frenchSpacingInHtml } from './french-typography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('frenchSpacing', () => {
  it('binds « : » to the word before with a no-break space, and « ; ! ? » with a narrow one', () => {
    expect(frenchSpacing('Qui suis-je ?')).toBe(`Qui suis-je${NNBSP}?`);
    expect(frenchSpacing('Tarif : 95 €.')).toBe(`Tarif${NBSP}: 95${NBSP}€.`);
    expect(frenchSpacing('sur réservation ; fermé le lundi')).toBe(`sur réservation${NNBSP}; fermé le lundi`);
    expect(frenchSpacing('Revenez bientôt !')).toBe(`Revenez bientôt${NNBSP}!`);
    expect(frenchSpacing('Vraiment ?!')).toBe(`Vraiment${NNBSP}?!`);
  });

  it('keeps guillemets with their words and euros with their amounts', () => {
    expect(frenchSpacing('la case « Je reconnais avoir lu »')).toBe(`la case «${NBSP}Je reconnais avoir lu${NBSP}»`);
    expect(frenchSpacing('410 € au lieu de 450 €')).toBe(`410${NBSP}€ au lieu de 450${NBSP}€`);
  });

  it('keeps « % » and « °C » with their numbers, without adding a space where there was none', () => {
    expect(frenchSpacing('Printemps 2026 : 10 % sur les packs')).toBe(`Printemps 2026${NBSP}: 10${NBSP}% sur les packs`);
    expect(frenchSpacing('des galets chauffés à 50 °C diffusent')).toBe(`des galets chauffés à 50${NBSP}°C diffusent`);
    for (const text of ['100%', 'à 24°C', 'un % de remise', 'le °C']) expect(frenchSpacing(text)).toBe(text);
  });

  it('keeps a number to its unit: a length, an hour, a capacity, a weight, a distance', () => {
    expect(frenchSpacing('Massage californien 60 min, de 9 h à 17 h 30')).toBe(`Massage californien 60${NBSP}min, de 9${NBSP}h à 17${NBSP}h${NBSP}30`);
    expect(frenchSpacing('Magnum 1,5 L ou bouteille 75 cl ; colis de 3 kg à 12 km')).toBe(
      `Magnum 1,5${NBSP}L ou bouteille 75${NBSP}cl\u202f; colis de 3${NBSP}kg à 12${NBSP}km`,
    );
    // A word that starts as a unit is not one: « mois », « heures », « l’an », « grammes ».
    for (const text of ['3 mois', '2 heures', 'chaque 1 l’an', '5 grammes', 'les 2 hectares', '60min']) expect(frenchSpacing(text)).toBe(text);
  });

  it('keeps a number to its « n° »: the order’s reference never starts a line', () => {
    expect(frenchSpacing('Commande n° CMD-2026-0042 confirmée')).toBe(`Commande n°${NBSP}CMD-2026-0042 confirmée`);
    expect(frenchSpacing('N° 3, nº 4')).toBe(`N°${NBSP}3, nº${NBSP}4`);
    // The label alone, its number written next to it in another element.
    expect(frenchSpacing('Commande n° ')).toBe(`Commande n°${NBSP}`);
    for (const text of ['Bn° 2', 'à 24 °C près', 'n°1']) expect(frenchSpacing(text)).toBe(text.replace('24 °C', `24${NBSP}°C`));
  });

  it('leaves what is not French punctuation alone: URLs, times, ratios, text already right', () => {
    for (const text of ['https://exemple.fr/a?b=c', '14:30', 'de 9h à 17h', 'ratio 1:2', `Qui${NNBSP}?`, '? en tête', ': en tête', 'n°1', '']) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });

  it('is idempotent', () => {
    const once = frenchSpacing('Une question ? Écrivez-moi : « vite » ; 10 € et 10 % à 24 °C, n° 5 !');
    expect(frenchSpacing(once)).toBe(once);
  });
});

describe('frenchSpacingInHtml', () => {
  it('changes the text between tags, never a tag or an attribute', () => {
    expect(frenchSpacingInHtml('<p title="Qui ?">Qui suis-je ?</p><a href="/a?b=c">Voir : ici</a>')).toBe(
      `<p title="Qui ?">Qui suis-je${NNBSP}?</p><a href="/a?b=c">Voir${NBSP}: ici</a>`,
    );
  });

  it('binds punctuation that follows an inline element to it', () => {
    expect(frenchSpacingInHtml('<strong>Bon de commande</strong> : adresses')).toBe(`<strong>Bon de commande</strong>${NBSP}: adresses`);
    expect(frenchSpacingInHtml('<em>Vraiment</em> ?')).toBe(`<em>Vraiment</em>${NNBSP}?`);
    expect(frenchSpacingInHtml('<ul><li>un</li>\n<li>deux</li></ul> ?')).toBe('<ul><li>un</li>\n<li>deux</li></ul> ?');
  });
});

describe('frenchSpacingDeep', () => {
  it('typesets every string of a block’s props, keeps other values and the shape', () => {
    const props = { title: 'Envie de faire plaisir ?', items: [{ text: 'Tarif : 95 €', count: 2 }], link: '/boutique?q=huile', on: true, none: null };
    expect(frenchSpacingDeep(props)).toEqual({
      title: `Envie de faire plaisir${NNBSP}?`,
      items: [{ text: `Tarif${NBSP}: 95${NBSP}€`, count: 2 }],
      link: '/boutique?q=huile',
      on: true,
      none: null,
    });
  });

  it('returns the very same value when nothing changes (no needless re-render)', () => {
    const props = { title: 'Bienvenue', items: [{ text: 'Rien à changer' }] };
    expect(frenchSpacingDeep(props)).toBe(props);
  });
});

describe('frenchSpacingInHtml: numbers written in groups', () => {
  it('keeps a number’s groups on one line: amounts, a SIRET, a phone number', () => {
    // The legal notice at 390 px: « au capital de 45 » at the end of a line, « 000 € » on the next; « 576 » then « 00014 ».
    expect(frenchSpacingInHtml('<p>au capital de 45 000 €, SIRET 834 219 576 00014.</p>')).toBe(
      '<p>au capital de 45\u00a0000\u00a0€, SIRET 834\u00a0219\u00a0576\u00a000014.</p>',
    );
    expect(frenchSpacingInHtml('<p>Téléphone <strong>02 51 33 47 82</strong></p>')).toBe(
      '<p>Téléphone <strong>02\u00a051\u00a033\u00a047\u00a082</strong></p>',
    );
  });

  it('leaves tags, attributes and numbers apart from each other alone', () => {
    expect(frenchSpacingInHtml('<img alt="1 2" src="/a b/1 2.png">')).toBe('<img alt="1 2" src="/a b/1 2.png">');
    expect(frenchSpacingInHtml('<p>les 18 et 19 avril, 2 × 6 bouteilles</p>')).toBe('<p>les 18 et 19 avril, 2 × 6 bouteilles</p>');
  });
});
