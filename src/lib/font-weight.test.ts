// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontWeightFromFileName, isItalicFileName } from './font-weight';

describe('fontWeightFromFileName (SPEC §5)', () => {
  it.each([
    ['Avenir-Thin.woff2', 100],
    ['Avenir-ExtraLight.woff2', 200],
    ['Avenir-UltraLight.ttf', 200],
    ['Avenir-Light.woff2', 300],
    ['Avenir-Regular.woff2', 400],
    ['Avenir-Book.otf', 400],
    ['Avenir-Medium.woff2', 500],
    ['avenir_semi-bold.woff2', 600],
    ['Avenir-DemiBold.woff', 600],
    ['Avenir-Bold.woff2', 700],
    ['Avenir-ExtraBold.woff2', 800],
    ['Avenir-Heavy.woff2', 900],
    ['Avenir-Black.woff2', 900],
    ['/fonts/Inter-300.woff2', 300],
    // Fontsource's names: the number is the weight, `normal` the style.
    ['lora-latin-600-normal.woff2', 600],
    ['inter-latin-400-italic.woff2', 400],
    ['Avenir.woff2', 400],
    ['', 400],
  ])('%s → %i', (file, weight) => {
    expect(fontWeightFromFileName(file)).toBe(weight);
  });

  it('detects italics', () => {
    expect(isItalicFileName('Avenir-LightItalic.woff2')).toBe(true);
    expect(isItalicFileName('Avenir-Light.woff2')).toBe(false);
  });
});
