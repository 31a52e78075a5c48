import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FullScreenSlider } from '@/ui/full-screen-slider';
import { MediaGrid } from '@/ui/media-grid';
import { openSlider } from '@/ui/ui-events';
import { useSlider } from './use-slider';

const labels = {
  dialog: 'Galerie',
  close: 'Fermer la galerie',
  previous: 'Image précédente',
  next: 'Image suivante',
  counter: (position: number, total: number) => `Image ${position} sur ${total}`,
};

const items = [
  { src: '/demo/studio.jpg', alt: 'La salle de massage' },
  { src: '/demo/pierres.png', alt: 'Les pierres chaudes' },
  { src: '/demo/amma.mp4', alt: 'Une séance d’amma assis' },
];

function Harness() {
  const { state, close, next, previous } = useSlider();
  return (
    <>
      <button type="button" onClick={() => openSlider({ items, index: 0, title: 'Le studio' })}>
        Voir les photos
      </button>
      {state.open ? (
        <FullScreenSlider
          items={state.items}
          index={state.index}
          title={state.title ?? undefined}
          labels={labels}
          onClose={close}
          onNext={next}
          onPrevious={previous}
        />
      ) : null}
    </>
  );
}

describe('full-screen slider', () => {
  it('opens on the event with focus inside, a counter and a close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    const dialog = screen.getByRole('dialog', { name: 'Le studio' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'La salle de massage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la galerie' })).toHaveFocus();
  });

  it('navigates with the arrow keys and wraps at both ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', '/demo/amma.mp4');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(screen.getByText('Image 2 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByText('Image 1 sur 3')).toBeInTheDocument();
  });

  it('traps Tab inside and restores focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Voir les photos' });
    await user.click(opener);
    const inside = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(inside.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(inside.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('makes the page behind inert while open (once the dialog has been painted)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    // Focus is inside at once; the page behind turns inert just after the first paint (useModalFocus).
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(container.inert).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Fermer la galerie' }));
    expect(container.inert).toBe(false);
  });

  it('swipes on touch, ignoring short and vertical gestures', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'Voir les photos' }).click());
    const dialog = screen.getByRole('dialog');
    const swipe = (fromX: number, toX: number, fromY = 300, toY = 300) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: fromX, clientY: fromY }] });
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(300, 100);
    expect(screen.getByText('Image 2 sur 3')).toBeInTheDocument();
    swipe(100, 300);
    swipe(100, 300);
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
    swipe(300, 280);
    swipe(300, 200, 100, 500);
    expect(screen.getByText('Image 3 sur 3')).toBeInTheDocument();
  });

  it('closes back on the thumbnail of the photo shown last, not on the one that opened it', async () => {
    const user = userEvent.setup();
    const photos = [1, 2, 3, 4, 5].map((n) => ({ id: n, src: `/demo/studio-${n}.jpg`, alt: `Le studio, vue ${n}` }));
    function Gallery() {
      const { state, close, next, previous } = useSlider();
      return (
        <>
          <MediaGrid items={photos} title="Le studio" />
          {state.open ? (
            <FullScreenSlider items={state.items} index={state.index} title="Le studio" labels={labels} onClose={close} onNext={next} onPrevious={previous} />
          ) : null}
        </>
      );
    }
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: /^Agrandir la photo 2 sur 5/u }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 4 sur 5')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Agrandir la photo 4 sur 5/u })).toHaveFocus());
    // Closed again at once on the photo it opened at: back on that same thumbnail.
    await user.click(screen.getByRole('button', { name: /^Agrandir la photo 1 sur 5/u }));
    await user.click(screen.getByRole('button', { name: 'Fermer la galerie' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Agrandir la photo 1 sur 5/u })).toHaveFocus());
  });
});
