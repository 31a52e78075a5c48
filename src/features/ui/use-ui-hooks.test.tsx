import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSlider, showToast } from '@/ui/ui-events';
import { useLoadingBar } from './use-loading-bar';
import { useOnlineStatus } from './use-online-status';
import { useSlider } from './use-slider';
import { useToasts } from './use-toasts';
// The toasts' reducer is a chunk the hook imports with the first toast: in the module graph already, that import settles in a microtask.
import './toasts-state';

function SliderProbe() {
  const { state, next } = useSlider();
  return (
    <p>
      {state.open ? `ouvert ${state.index + 1}/${state.items.length}` : 'fermé'}
      <button type="button" onClick={next}>
        suivant
      </button>
    </p>
  );
}

function ToastProbe() {
  const { toasts } = useToasts();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id}>{t.message}</li>
      ))}
    </ul>
  );
}

function BarProbe({ active }: { active: boolean }) {
  const progress = useLoadingBar(active);
  return <p>{progress === null ? 'caché' : `barre ${progress}`}</p>;
}

function OnlineProbe() {
  return <p>{useOnlineStatus() ? 'en ligne' : 'hors ligne'}</p>;
}

describe('ui hooks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('useSlider opens on the event and wraps', () => {
    render(<SliderProbe />);
    expect(screen.getByText(/fermé/)).toBeInTheDocument();
    act(() =>
      openSlider({
        items: [
          { src: '/a.jpg', alt: 'a' },
          { src: '/b.jpg', alt: 'b' },
        ],
        index: 1,
      }),
    );
    expect(screen.getByText(/ouvert 2\/2/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'suivant' }).click());
    expect(screen.getByText(/ouvert 1\/2/)).toBeInTheDocument();
  });

  it('useSlider rejects a malformed event detail and logs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SliderProbe />);
    act(() => {
      window.dispatchEvent(new CustomEvent('vitrine:slider-open', { detail: { items: 'nope' } }));
    });
    expect(screen.getByText(/fermé/)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('useToasts shows a toast for 3000 ms', async () => {
    render(<ToastProbe />);
    await act(async () => showToast({ message: 'Votre message est bien parti.' }));
    expect(screen.getByText('Votre message est bien parti.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2900));
    await act(async () => showToast({ message: 'Deuxième' }));
    expect(screen.getByText('Votre message est bien parti.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Votre message est bien parti.')).not.toBeInTheDocument();
    expect(screen.getByText('Deuxième')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Deuxième')).not.toBeInTheDocument();
  });

  it('useLoadingBar waits 200 ms, then shows, then hides 500 ms after the end', () => {
    const { rerender } = render(<BarProbe active={false} />);
    rerender(<BarProbe active />);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByText('caché')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText(/barre/)).toBeInTheDocument();
    rerender(<BarProbe active={false} />);
    expect(screen.getByText('barre 100')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('barre 100')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.getByText('caché')).toBeInTheDocument();
  });

  it('useLoadingBar never shows a fast navigation', () => {
    const { rerender } = render(<BarProbe active={false} />);
    rerender(<BarProbe active />);
    act(() => vi.advanceTimersByTime(120));
    rerender(<BarProbe active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('caché')).toBeInTheDocument();
  });

  it('useOnlineStatus follows the browser events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OnlineProbe />);
    expect(screen.getByText('en ligne')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('hors ligne')).toBeInTheDocument();
  });
});
