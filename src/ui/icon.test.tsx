import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon, parseIconName } from './icon';

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

  it('is decorative without a label, 12pt by default', () => {
    const { container } = render(<Icon name="gift" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '12pt');
    expect(svg).toHaveClass('fa-solid');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
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
