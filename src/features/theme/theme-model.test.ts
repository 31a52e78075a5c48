// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Parameter, SiteInfo } from '@/api/generated/types';
import { contrastRatio, isDarkColor } from '@/lib/color';
import { buildTheme, fontFacesOf, fontFamilyValue, fontPreloadsOf, MAX_FONT_PRELOADS, PAGE_BACKGROUND, SURFACE_SOFT } from './theme-model';
import { logosOf } from './theme-logos';

const param = (type: string, value: string | null): Parameter => ({ id: 1, type, kind: 'STRING', label: type, value });
const baseInfo: SiteInfo = { name: 'Test', url: 'https://exemple.fr', fonts: [], logos: [], isWinemaker: false, isECommerce: false, isBuilding: false };

describe('buildTheme', () => {
  it('uses the SPEC §9 defaults when nothing is set', () => {
    const theme = buildTheme([], undefined);
    expect(theme.primary).toBe('#30738e');
    expect(theme.accent).toBe('#f49e4d');
    expect(theme.titleWeight).toBe(600);
    expect(theme.contentWeight).toBe(300);
    expect(theme.variables['--font-content']).toMatch(/^Avenir, "Avenir Next"/);
    expect(theme.variables['--detail-page-margin-top']).toBe('28px');
    expect(theme.variables['--menu-icon-size']).toBe('12pt');
  });

  it('reads colours from parameters and ignores unreadable ones', () => {
    expect(buildTheme([param('PRIMARY_COLOR', '#112233'), param('ACCENT_COLOR', 'orange vif')], baseInfo)).toMatchObject({
      primary: '#112233',
      accent: '#f49e4d',
    });
  });

  it('picks text colour on coloured backgrounds by the luminance rule', () => {
    const dark = buildTheme([param('PRIMARY_COLOR', '#30738E'), param('ACCENT_COLOR', '#F49E4D')], baseInfo);
    expect(isDarkColor('#30738E')).toBe(true);
    expect(dark.variables['--color-on-primary']).toBe('#ffffff');
    expect(dark.variables['--color-on-accent']).toBe('#1F2A30');
    const light = buildTheme([param('PRIMARY_COLOR', '#F5E6C8')], baseInfo);
    expect(light.variables['--color-on-primary']).toBe('#1F2A30');
  });

  it('keeps brand-coloured text readable on the page background', () => {
    const theme = buildTheme([param('PRIMARY_COLOR', '#9FD3E0'), param('ACCENT_COLOR', '#FFD27F')], baseInfo);
    expect(contrastRatio(theme.variables['--color-primary-text'] ?? '', PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.variables['--color-accent-text'] ?? '', PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps muted text readable on the sand surface and large light type at 3:1', () => {
    const theme = buildTheme([], baseInfo);
    expect(contrastRatio(theme.variables['--color-text-muted'] ?? '', SURFACE_SOFT)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.variables['--color-primary-light'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('takes DETAIL_PAGE_MARGIN_TOP, 28 when empty', () => {
    expect(buildTheme([param('DETAIL_PAGE_MARGIN_TOP', '48')], baseInfo).variables['--detail-page-margin-top']).toBe('48px');
    expect(buildTheme([param('DETAIL_PAGE_MARGIN_TOP', '')], baseInfo).variables['--detail-page-margin-top']).toBe('28px');
  });

  it('reads per-role fonts, colours and sizes from site info', () => {
    const theme = buildTheme([param('LOGO_SIZE', '64')], {
      ...baseInfo,
      fonts: [
        { type: 'TITLE', family: "Georgia, 'DejaVu Serif', serif", color: '#1F3B40', size: '36px', weight: 500, style: 'normal', files: [] },
        { type: 'CONTENT', family: 'Avenir', color: '#2B3A3D', size: '17', weight: null, files: [] },
      ],
    });
    expect(theme.variables['--font-title']).toBe("Georgia, 'DejaVu Serif', serif");
    expect(theme.variables['--font-title-weight']).toBe('500');
    expect(theme.variables['--font-title-color']).toBe('#1F3B40');
    expect(theme.variables['--font-title-size']).toBe('36px');
    expect(theme.variables['--font-content-size']).toBe('17px');
    expect(theme.variables['--font-content-weight']).toBe('300');
    expect(theme.variables['--logo-size']).toBe('64px');
  });
});

describe('fonts', () => {
  it('appends the fallback stack to a bare family and quotes names with spaces', () => {
    expect(fontFamilyValue('Avenir Next')).toMatch(/^"Avenir Next", /);
    expect(fontFamilyValue('Lora, serif')).toBe('Lora, serif');
    expect(fontFamilyValue(null)).toMatch(/^Avenir, .*sans-serif$/);
  });

  it('registers one @font-face per file with the weight from its name', () => {
    const faces = fontFacesOf([
      {
        type: 'TITLE',
        family: "'Cormorant Garamond', serif",
        files: [
          { name: 'Cormorant-SemiBold.woff2', url: '/fonts/c-600.woff2' },
          { name: 'Cormorant-LightItalic.woff2', url: '/fonts/c-300i.woff2' },
        ],
      },
      { type: 'MENU', family: 'Cormorant Garamond', files: [{ name: 'Cormorant-SemiBold.woff2', url: '/fonts/c-600.woff2' }] },
    ]);
    expect(faces).toEqual([
      { family: 'Cormorant Garamond', url: '/fonts/c-600.woff2', weight: 600, style: 'normal' },
      { family: 'Cormorant Garamond', url: '/fonts/c-300i.woff2', weight: 300, style: 'italic' },
    ]);
  });
});

describe('fonts to preload', () => {
  it('takes the titles’ file in their weight, then the menu’s and the text’s, upright, without repeats, at most two', () => {
    const urls = fontPreloadsOf([
      { type: 'CONTENT', family: 'Avenir', files: [{ name: 'Avenir-Book.woff2', url: '/fonts/a-400.woff2' }] },
      {
        type: 'TITLE',
        family: 'Cormorant Garamond',
        weight: 600,
        files: [
          { name: 'Cormorant-LightItalic.woff2', url: '/fonts/c-300i.woff2' },
          { name: 'Cormorant-Regular.woff2', url: '/fonts/c-400.woff2' },
          { name: 'Cormorant-SemiBold.woff2', url: '/fonts/c-600.woff2' },
        ],
      },
      { type: 'MENU', family: 'Cormorant Garamond', files: [{ name: 'Cormorant-SemiBold.woff2', url: '/fonts/c-600.woff2' }] },
    ]);
    expect(urls).toEqual(['/fonts/c-600.woff2', '/fonts/a-400.woff2']);
    expect(urls.length).toBeLessThanOrEqual(MAX_FONT_PRELOADS);
  });

  it('preloads nothing for system fonts or italic-only files', () => {
    expect(fontPreloadsOf([{ type: 'TITLE', family: 'Georgia', files: [] }])).toEqual([]);
    expect(fontPreloadsOf([{ type: 'TITLE', family: 'Lora', files: [{ name: 'Lora-Italic.woff2', url: '/fonts/l-i.woff2' }] }])).toEqual([]);
    expect(buildTheme([], undefined).fontPreloads).toEqual([]);
  });
});

describe('logos', () => {
  const logo = (id: number, type: 'LOGO' | 'LOGO_FOOTER' | 'LOGO_LIGHT_THEME' | 'LOGO_DARK_THEME' | 'LOGO_FAVICON') => ({
    id,
    filename: `${type}.svg`,
    type,
    alt: type,
    onlineImage: { id, url: `/demo/${type}.svg` },
  });

  it('sorts logos by type with fallbacks', () => {
    const onlyLight = logosOf([logo(1, 'LOGO_LIGHT_THEME')]);
    expect(onlyLight.header?.id).toBe(1);
    expect(onlyLight.footer?.id).toBe(1);
    const all = logosOf([logo(1, 'LOGO'), logo(2, 'LOGO_FOOTER'), logo(3, 'LOGO_DARK_THEME'), logo(4, 'LOGO_FAVICON')]);
    expect([all.header?.id, all.footer?.id, all.dark?.id, all.favicon?.id]).toEqual([1, 2, 3, 4]);
  });

  it('skips logos without an image', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(logosOf([{ id: 9, filename: 'x.svg', type: 'LOGO', alt: null, onlineImage: null }]).header).toBeNull();
  });
});
