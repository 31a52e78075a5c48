/**
 * A workshop's page when it takes no more registrations (full, or not open): the notice's « prenez contact »
 * leads to the site's contact page — it was plain text, a way forward the visitor could not take.
 */
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { demoApiClient } from '@tests/support/test-providers';

configure({ asyncUtilTimeout: 10_000 });

describe('a full workshop', () => {
  it('sends the visitor who wants the next date to the contact page', async () => {
    await renderApp(demoApiClient(51), '/element/ateliers/atelier-massage-bebe-1-a-9-mois/2');
    await screen.findByText(/^Il n’y a plus de place à cette date\./u);
    const link = screen.getByRole('link', { name: 'Pour être prévenu·e d’une prochaine date, prenez contact.' });
    expect(link).toHaveAttribute('href', '/me-contacter');
  });
});
