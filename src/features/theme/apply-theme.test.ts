import { describe, expect, it } from 'vitest';
import { applyFavicon, applySiteTheme, applyTheme, faviconType } from './apply-theme';
import { themeStylesheet, themeVersion } from './theme-css';
import { buildTheme } from './theme-model';

describe('applyTheme', () => {
  it('sets the CSS variables on <html> and removes them on cleanup', () => {
    const theme = buildTheme([{ type: 'PRIMARY_COLOR', value: '#2E6E7E' }], undefined);
    const undo = applyTheme(theme);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#2e6e7e');
    undo();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });

  it('builds the theme from the site parameters when the shell applies it (applySiteTheme)', () => {
    const undo = applySiteTheme([{ type: 'ACCENT_COLOR', value: '#C0552B' }], undefined);
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#c0552b');
    undo();
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('');
  });

  it('points the favicon at LOGO_FAVICON', () => {
    applyFavicon('/demo/logos/favicon.svg');
    const link = document.head.querySelector('link[rel="icon"]');
    expect(link).toHaveAttribute('href', '/demo/logos/favicon.svg');
    expect(link).toHaveAttribute('type', 'image/svg+xml');
    applyFavicon('/favicon.png');
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(faviconType('/f.ico?v=2')).toBe('image/x-icon');
  });
});

describe('the theme stylesheet the server sends', () => {
  const theme = {
    ...buildTheme([{ type: 'PRIMARY_COLOR', value: '#2E6E7E' }], undefined),
    fontFaces: [{ family: 'Lora', url: '/fonts/lora-600.woff2', weight: 600, style: 'normal' as const }],
  };

  it('holds the same variables and font files the browser would set, with a stable version', () => {
    const css = themeStylesheet(theme);
    expect(css).toContain('--color-primary: #2e6e7e;');
    expect(css).toMatch(/@font-face \{\n {2}font-family: "Lora";\n {2}src: url\("\/fonts\/lora-600\.woff2"\);/);
    expect(themeVersion(css)).toMatch(/^[0-9a-f]{8}$/);
    expect(themeVersion(themeStylesheet(theme))).toBe(themeVersion(css));
    expect(themeVersion(css.replace('#2e6e7e', '#2e6e7f'))).not.toBe(themeVersion(css));
  });

  it('is not applied a second time by the browser when the page already wears it', () => {
    document.documentElement.dataset.theme = themeVersion(themeStylesheet(theme));
    applyTheme(theme);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    // Another theme (the parameters changed since the server rendered): applied through the CSSOM.
    const other = buildTheme([{ type: 'PRIMARY_COLOR', value: '#7E2E2E' }], undefined);
    const undo = applyTheme(other);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#7e2e2e');
    undo();
    delete document.documentElement.dataset.theme;
  });
});
