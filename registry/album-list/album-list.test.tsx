import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { unreachableApiClient } from '@tests/support/test-providers';
import { translatorOf } from '@/features/i18n/messages';
import { definition } from './definition';
import { albumContents } from './album-list';
import albumListFr from './messages.fr-fr';
import albumListEn from './messages.en-gb';

describe('album-list', () => {
  it('shows the demo albums as cards leading to their pages, with what each holds', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { level: 2, name: 'Nos albums photo' })).toBeInTheDocument();
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

  it('counts photos and videos by file extension, in French and in English', () => {
    const media = (name: string) => ({ id: 1, name, url: `/m/${name}` });
    const french = translatorOf<typeof albumListFr>(albumListFr, 'fr_FR');
    const english = translatorOf<typeof albumListFr>(albumListEn, 'en_GB');
    expect(albumContents({ images: [media('a.jpg'), media('b.MP4'), media('c.mov')] }, french)).toBe('1 photo et 2 vidéos');
    expect(albumContents({ images: [media('a.jpg'), media('b.MP4'), media('c.mov')] }, english)).toBe('1 photo and 2 videos');
    expect(albumContents({ images: [media('a.jpg'), media('b.png')] }, french)).toBe('2 photos');
    expect(albumContents({ images: [media('b.mp4')] }, english)).toBe('1 video');
    expect(albumContents({ images: [] }, french)).toBe('Album vide');
    expect(albumContents({ images: [] }, english)).toBe('Empty album');
  });

  it('speaks English on an English page: what each album holds', async () => {
    await renderBlock(definition, definition.example, { locale: 'en_GB' });
    const studio = await screen.findByRole('link', { name: 'Le studio des Achards' });
    const card = studio.closest('li') as HTMLElement;
    expect(within(card).getByText('4 photos and 1 video')).toBeInTheDocument();
    const contents = [...screen.getByRole('region', { name: 'Nos albums photo' }).querySelectorAll('.card-grid__meta')].map((meta) => meta.textContent);
    expect(contents).toEqual(['3 photos', '4 photos and 1 video', '4 photos and 1 video']);
  });

  it('says in English that the albums could not be loaded, with “Try again”, on an English page', async () => {
    await renderBlock(definition, definition.example, { api: unreachableApiClient(), locale: 'en_GB' });
    const failure = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(failure).toHaveTextContent(/^The albums could not be loaded\. Check your connection and try again\.Try again$/);
  }, 15_000);
});
