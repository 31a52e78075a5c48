import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CardImage } from './card-image';

describe('CardImage', () => {
  it('is a lazy picture named by its alt, with an 8:5 box reserved before it loads', () => {
    render(<CardImage className="card-grid__img" image={{ url: '/demo/atelier.jpg', alt: 'Atelier automassage' }} />);
    const img = screen.getByRole('img', { name: 'Atelier automassage' });
    expect(img).toHaveAttribute('src', '/demo/atelier.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
    expect(img).toHaveClass('card-grid__img');
  });

  it('is decorative when the image has no alt (the card title names it)', () => {
    const { container } = render(<CardImage className="news-item__img" image={{ url: '/demo/actu.jpg', alt: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
