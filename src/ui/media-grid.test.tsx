import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaGrid } from './media-grid';
import { SLIDER_OPEN_EVENT, type SliderOpenDetail } from './ui-events';

const ITEMS = [
  { id: 1, src: '/demo/a.svg', alt: 'La salle de massage' },
  { id: 2, src: '/demo/b.mp4', alt: 'Une bougie allumée', poster: '/demo/b.jpg' },
  { id: 3, src: '/demo/c.mov', alt: 'Les vagues' },
];

describe('MediaGrid', () => {
  it('opens the slider on the whole album at the clicked item', async () => {
    const opened: SliderOpenDetail[] = [];
    const listen = (event: Event) => opened.push((event as CustomEvent<SliderOpenDetail>).detail);
    window.addEventListener(SLIDER_OPEN_EVENT, listen);
    render(<MediaGrid items={ITEMS} title="Le studio" />);
    await userEvent.click(screen.getByRole('button', { name: 'Lire la vidéo 2 sur 3 : Une bougie allumée' }));
    window.removeEventListener(SLIDER_OPEN_EVENT, listen);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ index: 1, title: 'Le studio' });
    expect(opened[0]?.items.map((item) => item.src)).toEqual(['/demo/a.svg', '/demo/b.mp4', '/demo/c.mov']);
  });

  it('shows lazy, sized thumbnails: the poster of a video, its first frame when it has none', () => {
    const { container } = render(<MediaGrid items={ITEMS} title="Le studio" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/demo/a.svg', '/demo/b.jpg']);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(container.querySelector('video')).toHaveAttribute('preload', 'metadata');
    expect(screen.getByRole('button', { name: 'Agrandir la photo 1 sur 3 : La salle de massage' })).toBeInTheDocument();
  });
});
