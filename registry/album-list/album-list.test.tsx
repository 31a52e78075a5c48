import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';
import { albumContents } from './album-list';

describe('album-list', () => {
  it('shows the demo albums as cards leading to their pages, with what each holds', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { level: 2, name: 'Les albums' })).toBeInTheDocument();
    const studio = await screen.findByRole('link', { name: 'Le studio des Achards' });
    expect(studio).toHaveAttribute('href', '/galerie/le-studio-1');
    const card = studio.closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('4 photos et 1 vidéo')).toBeInTheDocument();
    // The album's description from the API, in French typography (no line starting with « : »).
    expect(card?.querySelector('.card-grid__text')?.textContent).toBe(
      'Une pièce lumineuse, chauffée, donnant sur le jardin\u00a0: c’est ici que je vous reçois.',
    );
  });

  it('counts photos and videos by file extension', () => {
    const media = (name: string) => ({ id: 1, name, url: `/m/${name}` });
    expect(albumContents({ images: [media('a.jpg'), media('b.MP4'), media('c.mov')] })).toBe('1 photo et 2 vidéos');
    expect(albumContents({ images: [] })).toBe('Album vide');
  });
});
