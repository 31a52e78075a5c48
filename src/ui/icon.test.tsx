import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon, loadIconDrawings, parseIconName } from './icon';

describe('parseIconName', () => {
  it('defaults to fa-solid', () => {
    expect(parseIconName('spa')).toEqual({ style: 'fa-solid', name: 'spa', rawName: 'spa' });
    expect(parseIconName('fa-spa')).toMatchObject({ style: 'fa-solid', name: 'spa' });
  });

  it('reads the style prefixes, old and new', () => {
    expect(parseIconName('fa-regular fa-envelope')).toMatchObject({ style: 'fa-regular', name: 'envelope' });
    expect(parseIconName('fab fa-instagram')).toMatchObject({ style: 'fa-brands', name: 'instagram' });
    expect(parseIconName('fas fa-home fa-lg')).toMatchObject({ style: 'fa-solid', name: 'house' });
  });

  it('gives null for names outside the set', () => {
    expect(parseIconName('fa-solid fa-dragon').name).toBeNull();
  });
});

describe('Icon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is decorative without a label, 12pt by default, drawn once the drawings have loaded', async () => {
    const { container } = render(<Icon name="gift" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '12pt');
    expect(svg).toHaveClass('fa-solid');
    await waitFor(() => expect(container.querySelectorAll('svg path').length).toBeGreaterThan(0));
  });

  it('keeps the server’s drawing while hydrating without the drawings, and draws another name anew', async () => {
    await loadIconDrawings();
    const serverGift = renderToString(<Icon name="gift" />);
    const serverSpa = renderToString(<Icon name="spa" />);
    // A browser that has not loaded the drawings: a fresh copy of the module.
    vi.resetModules();
    const browser = await import('./icon');
    const container = document.createElement('div');
    container.innerHTML = serverGift;
    const serverSvg = container.querySelector('svg');
    const root = await act(async () => hydrateRoot(container, <browser.Icon name="gift" />));
    expect(container.querySelector('svg')).toBe(serverSvg);
    expect(container.innerHTML).toBe(serverGift);
    await act(async () => root.render(<browser.Icon name="spa" />));
    await waitFor(() => expect(container.innerHTML).toBe(serverSpa));
    expect(container.querySelector('svg')).not.toBe(serverSvg);
    await act(async () => root.render(<browser.Icon name="gift" />));
    expect(container.innerHTML).toBe(serverGift);
    root.unmount();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="fa-brands fa-facebook" label="Facebook" />);
    expect(screen.getByRole('img', { name: 'Facebook' })).toBeInTheDocument();
  });

  it('draws a placeholder and warns once for an unknown name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Icon name="unicorn-xyz" />);
    render(<Icon name="unicorn-xyz" />);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
