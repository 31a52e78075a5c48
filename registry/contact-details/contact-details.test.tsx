import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('contact-details', () => {
  it('without its own title, is titled « Coordonnées » in the page’s language: “Contact details” on an English page', async () => {
    const { unmount } = await renderBlock(definition, {});
    expect(screen.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeInTheDocument();
    unmount();
    await renderBlock(definition, {}, { locale: 'en_GB' });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(screen.queryByText(/Coordonnées/u)).toBeNull();
  });

  it('shows the company contact details from the site settings (demo API)', async () => {
    await renderBlock(definition, definition.example);
    const box = screen.getByRole('region', { name: 'Nous joindre' });
    expect(within(box).getByRole('link', { name: '06 39 98 42 17' })).toHaveAttribute('href', 'tel:+33639984217');
    expect(within(box).getByRole('link', { name: 'bonjour@maelle-guerin-massages.fr' })).toHaveAttribute('href', 'mailto:bonjour@maelle-guerin-massages.fr');
    expect(box).toHaveTextContent('85150 Les Achards');
    expect(within(box).getByRole('heading', { name: 'Horaires' })).toBeInTheDocument();
  });

  it('writes the phone in its international form on an English page, whose reader may call from abroad', async () => {
    await renderBlock(definition, definition.example, { locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    const box = screen.getByRole('region', { name: 'Nous joindre' });
    // It said « 06 39 98 42 17 », a number only a caller in France can dial as written.
    expect(within(box).getByRole('link', { name: '+33 6 39 98 42 17' })).toHaveAttribute('href', 'tel:+33639984217');
  });

  it('sets the hours from the settings in French typography: no line of them starts with « : » at 390 px', async () => {
    await renderBlock(definition, definition.example);
    const box = screen.getByRole('region', { name: 'Nous joindre' });
    const lines = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toContain('Accueil téléphonique\u00a0: du lundi au vendredi, de 9\u00a0h à 17\u00a0h');
    expect(lines.filter((line) => / [:;!?]/.test(line ?? ''))).toEqual([]);
  });

  it('hides what the props turn off', async () => {
    await renderBlock(definition, { showPhone: false, showAddress: false, showHours: false });
    const box = screen.getByRole('region', { name: 'Coordonnées' });
    expect(within(box).queryByRole('link', { name: /06/ })).toBeNull();
    expect(within(box).queryByRole('heading', { name: 'Horaires' })).toBeNull();
  });
});
