// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Parameter } from '@/api/generated/types';
import { siteDataOf } from './site-data';

let id = 0;
const p = (type: string, value: string | null, kind: Parameter['kind'] = 'STRING'): Parameter => ({ id: ++id, type, kind, label: type, value });

describe('site data', () => {
  it('reads company data and splits the hours into lines', () => {
    const data = siteDataOf([
      p('COMPANY_NAME', 'Maëlle Guérin Bien-être'),
      p('COMPANY_PHONE', '06 39 98 42 17'),
      p('COMPANY_EMAIL', ''),
      p('COMPANY_HOURS', 'Accueil téléphonique : du lundi au vendredi, de 9h à 17h\nMassages sur rendez-vous : du lundi au samedi', 'TEXT'),
    ]);
    expect(data.company.name).toBe('Maëlle Guérin Bien-être');
    expect(data.company.email).toBeNull();
    expect(data.company.hours).toEqual(['Accueil téléphonique : du lundi au vendredi, de 9h à 17h', 'Massages sur rendez-vous : du lundi au samedi']);
  });

  it('reads the menu bar settings (MENU_TYPE, MENU_STYLE), unknown or unset values giving the defaults', () => {
    expect(siteDataOf([p('MENU_TYPE', 'BURGER'), p('MENU_STYLE', 'dark')]).menuBar).toEqual({ type: 'burger', style: 'dark' });
    expect(siteDataOf([p('MENU_TYPE', 'HORIZONTAL'), p('MENU_STYLE', 'LIGHT')]).menuBar).toEqual({ type: 'horizontal', style: 'light' });
    expect(siteDataOf([p('MENU_TYPE', 'ZIGZAG'), p('MENU_STYLE', null)]).menuBar).toEqual({ type: 'horizontal', style: 'light' });
  });

  it('lists only set, valid social links, in a fixed order', () => {
    const data = siteDataOf([
      p('INSTAGRAM_URL', 'https://www.instagram.com/exemple/', 'LINK'),
      p('FACEBOOK_URL', 'https://www.facebook.com/exemple', 'LINK'),
      p('TIKTOK_URL', null, 'LINK'),
      p('YOUTUBE_URL', 'javascript:alert(1)', 'LINK'),
    ]);
    expect(data.socials.map((s) => [s.type, s.icon])).toEqual([
      ['FACEBOOK_URL', 'facebook'],
      ['INSTAGRAM_URL', 'instagram'],
    ]);
  });

  it('ignores other *_URL settings it does not know', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(siteDataOf([p('BOOKING_WIDGET_URL', 'https://exemple.fr', 'LINK')]).socials).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });
});
