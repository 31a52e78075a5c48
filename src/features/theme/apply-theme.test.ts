import { describe, expect, it } from 'vitest';
import { applyFavicon, applyTheme, faviconType } from './apply-theme';
import { buildTheme } from './theme-model';

describe('applyTheme', () => {
  it('sets the CSS variables on <html> and removes them on cleanup', () => {
    const theme = buildTheme([{ id: 1, type: 'PRIMARY_COLOR', kind: 'STRING', label: 'Couleur', value: '#2E6E7E' }], undefined);
    const undo = applyTheme(theme);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#2e6e7e');
    undo();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
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
