import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';
import { OfflineBanner } from './offline-banner';
import { SkipLink } from './skip-link';
import { ToastRegion } from './toast-region';

describe('shell pieces', () => {
  it('the loading bar shows only while loading, and is hidden from assistive technologies', () => {
    const { container, rerender } = render(<LoadingBar progress={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LoadingBar progress={42.4} />);
    const bar = container.querySelector('.loading-bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveAttribute('data-progress', '42');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the offline banner speaks only when offline', () => {
    const { rerender } = render(<OfflineBanner offline={false} title="Hors ligne." message="Vérifiez votre connexion." />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<OfflineBanner offline title="Hors ligne." message="Vérifiez votre connexion." />);
    expect(screen.getByRole('status')).toHaveTextContent('Hors ligne. Vérifiez votre connexion.');
  });

  it('toasts can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(<ToastRegion label="Notifications" dismissLabel="Fermer" toasts={[{ id: 4, message: 'Merci !', tone: 'success' }]} onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Merci !');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });

  it('the skip link moves focus to the main content', async () => {
    render(
      <>
        <SkipLink targetId="contenu">Aller au contenu</SkipLink>
        <main id="contenu" tabIndex={-1}>
          Bonjour
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Aller au contenu' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
