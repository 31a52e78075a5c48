import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { createTestQueryClient, demoApiClient } from '@tests/support/test-providers';
import { legalTextsQueryOptions } from '@/api/queries/site';
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

  it('marks the company data the API left in French with its language in an English text: lang="fr" on site 52’s name and share capital, none on a translated value', async () => {
    await renderBlock(definition, { kind: 'legal-notice' }, { api: demoApiClient(52).inLocale('en_GB'), locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    const article = screen.getByRole('article', { name: 'Legal notice' });
    // Spaces as a reader hears them (the text's typography makes the one before « € » a no-break space).
    const marked = [...article.querySelectorAll('[lang]')].map((span) => `${span.getAttribute('lang')} ${span.textContent}`.replace(/\s/gu, ' '));
    expect(marked).toContain('fr 45 000 €');
    expect(marked).toContain('fr Domaine de la Garnaudière');
    // The e-mail address has an English value (the same), so it is not marked.
    expect(marked.filter((text) => text.includes('@'))).toEqual([]);
  });

  it.each([
    ['fr_FR', 'Mentions légales', 'Ce texte n’est pas encore disponible. Pour toute question, utilisez la page de contact.'],
    ['en_GB', 'Legal notice', 'This text is not available yet. For any question, please use the contact page.'],
  ])('says in the page’s language (%s) that a text the site has not written yet is not available', async (locale, title, missing) => {
    const api = demoApiClient(52).inLocale(locale);
    const queryClient = createTestQueryClient();
    // A site whose settings hold no legal text yet.
    queryClient.setQueryData(legalTextsQueryOptions(api).queryKey, []);
    await renderBlock(definition, { kind: 'legal-notice' }, { api, queryClient, locale, locales: ['fr_FR', 'en_GB'] });
    expect(screen.getByRole('article', { name: title })).toHaveTextContent(missing);
  });
});
