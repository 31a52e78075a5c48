import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('legal-text', () => {
  it.each([
    ['legal-notice', 'Mentions légales'],
    ['privacy-policy', 'Politique de confidentialité'],
    ['cookie-policy', 'Politique de cookies'],
    ['use-terms', 'Conditions générales d’utilisation'],
    ['sale-terms', 'Conditions générales de vente'],
  ])('renders %s from the site settings with no placeholder left', async (kind, title) => {
    await renderBlock(definition, { kind });
    const article = screen.getByRole('article', { name: title });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(article.textContent?.length).toBeGreaterThan(200);
    expect(article.textContent).not.toMatch(/\{\{|\}\}/);
  });

  it('fills the company data in the legal notice', async () => {
    await renderBlock(definition, { kind: 'legal-notice' });
    const article = screen.getByRole('article', { name: 'Mentions légales' });
    expect(article).toHaveTextContent('Maëlle Guérin Bien-être');
    expect(article).toHaveTextContent('912 345 675');
  });
});
