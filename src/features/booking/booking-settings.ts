/**
 * The booking settings, read from the booking app's public config (`GET
 * /external-app/booking/config/public`, an open map of scalars): either our own booking request
 * (slot grid, minimum notice, cancellation delay, opening schedule…), or a third-party provider the
 * visitor is sent to, or nothing bookable online. Every value is checked; what is missing or wrong
 * falls back to "not bookable online" rather than offering wrong times.
 */
import type { ExternalAppConfig } from '@/api/generated/types';
import { parseSchedule, type SlotRules } from './slots';

/** Our own booking request. */
export interface OnlineBooking extends SlotRules {
  mode: 'online';
  /** A booking can be cancelled free of charge up to this many hours before. */
  cancellationHours: number;
  /** The opening hours as a sentence for visitors ("Du lundi au samedi…"), when given. */
  openingHours: string | null;
  /** Shown on the confirmation. */
  confirmationMessage: string | null;
}

/** Booking happens on a third-party site. */
export interface ProviderBooking {
  mode: 'provider';
  /** The provider's name for visitors. */
  provider: string;
  /** Its booking page (https). */
  url: string;
}

/** What the booking block offers. */
export type BookingSettings = OnlineBooking | ProviderBooking | { mode: 'unavailable' };

function count(config: ExternalAppConfig, key: string, fallback: number | null, max: number): number | null {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

function text(config: ExternalAppConfig, key: string): string | null {
  const value = config[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function httpsUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The settings of the booking block from the app's public config. */
export function readBookingSettings(config: ExternalAppConfig): BookingSettings {
  if (config.enabled === false) return { mode: 'unavailable' };
  const url = httpsUrl(text(config, 'url'));
  if (url) return { mode: 'provider', provider: text(config, 'providerName') ?? text(config, 'provider') ?? 'notre partenaire de réservation', url };
  const schedule = parseSchedule(text(config, 'openingSchedule') ?? '');
  const slotMinutes = count(config, 'slotMinutes', 30, 240);
  const minNoticeHours = count(config, 'minNoticeHours', 0, 24 * 60);
  const horizonDays = count(config, 'horizonDays', 60, 366);
  const cancellationHours = count(config, 'cancellationHours', 0, 24 * 60);
  if (!schedule || !slotMinutes || minNoticeHours === null || !horizonDays || cancellationHours === null) return { mode: 'unavailable' };
  return {
    mode: 'online',
    schedule,
    slotMinutes,
    minNoticeHours,
    horizonDays,
    cancellationHours,
    openingHours: text(config, 'openingHours'),
    confirmationMessage: text(config, 'confirmationMessage'),
  };
}
