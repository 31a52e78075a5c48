// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookingPath, serviceIdFromSegment, servicePath } from './service-paths';

describe('service paths', () => {
  it('builds a readable URL with the id, and reads the id back whatever the slug', () => {
    expect(servicePath({ id: 3, title: 'Massage suédois' })).toBe('/reservation-en-ligne/massage-suedois-3');
    expect(servicePath({ id: 2, title: 'Massage californien — 90 minutes' })).toBe('/reservation-en-ligne/massage-californien-90-minutes-2');
    expect(serviceIdFromSegment('massage-californien-90-minutes-2')).toBe(2);
    expect(serviceIdFromSegment('7')).toBe(7);
    expect(serviceIdFromSegment('massage-suedois')).toBeNull();
  });

  it('links to the booking request, with a service chosen or not', () => {
    expect(bookingPath(3)).toBe('/reservation-en-ligne?prestation=3#reserver');
    expect(bookingPath()).toBe('/reservation-en-ligne#reserver');
  });
});
