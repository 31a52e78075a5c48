import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { contrastRatio } from '@/lib/color';
import { RatingStars, ratingLabel } from './rating-stars';

describe('RatingStars', () => {
  it('is one image named by the rating, with the rounded number of filled stars', () => {
    const { container } = render(<RatingStars rating={4.4} />);
    expect(screen.getByRole('img', { name: 'Note : 4,4 sur 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('.rating-stars__star--on')).toHaveLength(4);
    expect(ratingLabel(5)).toBe('Note : 5 sur 5');
  });

  it('uses star colours of at least 3:1 on white (the raw accent is not)', () => {
    expect(contrastRatio('#f49e4d', '#ffffff')).toBeLessThan(3);
    // Fallbacks of rating-stars.css: accent text (filled) and muted text (outline).
    expect(contrastRatio('#9a5414', '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio('#4f5f65', '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
