// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frenchHours, hoursText, parseOpeningHours } from './opening-hours';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('parseOpeningHours', () => {
  it('reads the demo tenant’s hours: labelled lines, a range of days, closed days left out', () => {
    expect(
      parseOpeningHours([
        'Accueil téléphonique : du lundi au vendredi, de 9h à 17h',
        'Massages sur rendez-vous : du lundi au samedi, de 9h à 19h',
        'Fermé le dimanche et les jours fériés',
      ]),
    ).toEqual([
      { label: 'Accueil téléphonique', rules: [{ dayOfWeek: WEEKDAYS, opens: '09:00', closes: '17:00' }] },
      { label: 'Massages sur rendez-vous', rules: [{ dayOfWeek: [...WEEKDAYS, 'Saturday'], opens: '09:00', closes: '19:00' }] },
    ]);
  });

  it('reads day names as whole French words: « marées » is no Tuesday (\\b ends a word at « é »)', () => {
    expect(
      parseOpeningHours(['Caveau : du mardi au samedi, de 10h à 18h', 'Balades dans les marais selon les marées ; dégustations après les vendanges']),
    ).toEqual([{ label: 'Caveau', rules: [{ dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '18:00' }] }]);
  });

  it('reads lists of days, split hours, minutes, abbreviations, "midi" and ranges across the week end', () => {
    expect(parseOpeningHours(['Mardi et jeudi : de 10h à 12h et de 16h à 18h'])).toEqual([
      {
        label: null,
        rules: [
          { dayOfWeek: ['Tuesday', 'Thursday'], opens: '10:00', closes: '12:00' },
          { dayOfWeek: ['Tuesday', 'Thursday'], opens: '16:00', closes: '18:00' },
        ],
      },
    ]);
    expect(parseOpeningHours(['lun.-ven. 9h00-12h30 / 14h-18h'])?.[0]?.rules).toEqual([
      { dayOfWeek: WEEKDAYS, opens: '09:00', closes: '12:30' },
      { dayOfWeek: WEEKDAYS, opens: '14:00', closes: '18:00' },
    ]);
    expect(parseOpeningHours(['samedi 10:00 – 12:00; dimanche de 9h à midi'])?.map((l) => l.rules[0])).toEqual([
      { dayOfWeek: ['Saturday'], opens: '10:00', closes: '12:00' },
      { dayOfWeek: ['Sunday'], opens: '09:00', closes: '12:00' },
    ]);
    expect(parseOpeningHours(['Du samedi au lundi : 8h-20h'])?.[0]?.rules[0]?.dayOfWeek).toEqual(['Monday', 'Saturday', 'Sunday']);
    expect(parseOpeningHours(['Tous les jours de 8h à 20h'])?.[0]?.rules[0]?.dayOfWeek).toHaveLength(7);
  });

  it('skips notes and blank lines, and gives nothing for an empty text', () => {
    expect(parseOpeningHours(['Sur rendez-vous uniquement', '  ', 'Mercredi : 14h-18h'])).toEqual([
      { label: null, rules: [{ dayOfWeek: ['Wednesday'], opens: '14:00', closes: '18:00' }] },
    ]);
    expect(parseOpeningHours([])).toEqual([]);
  });

  it('leaves out the hours of part of the year: they are not every week’s (site 52’s summer hours)', () => {
    expect(
      parseOpeningHours([
        'Caveau : du mardi au samedi, de 10h à 12h30 et de 14h30 à 18h30',
        'En juillet et août : du lundi au samedi, de 10h à 19h',
        'Hors saison : le samedi de 10h à 12h',
        'Du 1er juin au 15 septembre, tous les jours de 9h à 20h',
        'L’été : lundi 10h-19h',
      ]),
    ).toEqual([
      {
        label: 'Caveau',
        rules: [
          { dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '12:30' },
          { dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '14:30', closes: '18:30' },
        ],
      },
    ]);
    // « mar » and « mai » as words of a day or a month, never inside another word (« marées », « maison »).
    expect(parseOpeningHours(['Maison ouverte le mardi de 9h à 12h'])?.[0]?.rules).toHaveLength(1);
  });

  it('refuses a text it cannot read with certainty, rather than publish wrong hours', () => {
    expect(parseOpeningHours(['Du lundi au vendredi'])).toBeNull();
    expect(parseOpeningHours(['De 9h à 17h'])).toBeNull();
    expect(parseOpeningHours(['Lundi : dès 9h'])).toBeNull();
    expect(parseOpeningHours(['Lundi : de 18h à 9h'])).toBeNull();
    expect(parseOpeningHours(['Lundi : de 9h à 27h'])).toBeNull();
    expect(parseOpeningHours(['Mardi : 9h-12h', 'Vendredi : le matin'])).toBeNull();
  });
});

describe('frenchHours', () => {
  const nb = (text: string) => text.replace(/_/g, '\u00a0');

  it('writes the times a business types as the booking and the footer write theirs: « 9 h », « 12 h 30 »', () => {
    expect(frenchHours('Accueil téléphonique : du lundi au vendredi, de 9h à 17h')).toBe(nb('Accueil téléphonique_: du lundi au vendredi, de 9_h à 17_h'));
    expect(frenchHours('Du lundi au vendredi, de 9h à 12h30 et de 13h30 à 19h ; le samedi, de 09h00 à 13h')).toBe(
      nb('Du lundi au vendredi, de 9_h à 12_h_30 et de 13_h_30 à 19_h\u202f; le samedi, de 9_h à 13_h'),
    );
    expect(frenchHours('samedi 10:00 – 12:30, lun.-ven. 9 h 15-18h')).toBe(nb('samedi 10_h – 12_h_30, lun.-ven. 9_h_15-18_h'));
  });

  it('leaves what is not a time of day alone', () => {
    for (const text of ['Séances de 2 heures', 'Massage 4 mains', 'Fermé le dimanche et les jours fériés', 'Ouvert 7j/7', 'ratio 1:2:3', 'à 25h']) {
      expect(frenchHours(text)).toBe(text);
    }
    expect(frenchHours('Urgences 24h/24')).toBe(nb('Urgences 24_h/24'));
  });
});

describe('hoursText', () => {
  const nb = (text: string) => text.replace(/_/g, '\u00a0');

  it('keeps an English « 10 am » on one line: a no-break space before « am » and « pm »', () => {
    // At 390 px the footer of /en/ ended a line with « 10 » and began the next with « am to 7 pm ».
    expect(hoursText('In July and August: Monday to Saturday, 10 am to 7 pm', 'en')).toBe(nb('In July and August: Monday to Saturday, 10_am to 7_pm'));
    expect(hoursText('Tasting room: Tuesday to Saturday, 10 am to 12.30 pm and 2.30 pm to 6:30 pm', 'en')).toBe(
      nb('Tasting room: Tuesday to Saturday, 10_am to 12.30_pm and 2.30_pm to 6:30_pm'),
    );
    // The footer gives every line to frenchHours, whatever its language.
    expect(frenchHours('In July and August: Monday to Saturday, 10 am to 7 pm')).toBe(nb('In July and August: Monday to Saturday, 10_am to 7_pm'));
  });

  it('leaves English words alone, and writes French hours in French', () => {
    for (const text of ['I am here', 'Open 7 days a week', 'Gate 2 pmx', 'Pay 1.5 amounts']) {
      expect(hoursText(text, 'en')).toBe(text);
    }
    expect(hoursText('Caveau : du mardi au samedi, de 10h à 18h30', 'fr')).toBe(nb('Caveau_: du mardi au samedi, de 10_h à 18_h_30'));
  });
});
