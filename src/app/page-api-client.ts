/**
 * The page's API client, made the same way by whatever part of the page makes it: the app's entry
 * (./main.tsx) and, on a page the islands entry started (./islands/main.tsx), the first part that
 * calls the API (the footer's newsletter form: its chunk brings the client, which the islands never
 * load at start).
 */
import { createApiClient, type ApiClient } from '@/api/client';
import type { AppConfig } from '@/api/generated/types';

/** The tenant's API and site, in the page's language (`<html data-locale>`: a client navigation to another language changes it). */
export function pageApiClient(config: Pick<AppConfig, 'apiUrl' | 'siteId' | 'defaultLocale'>): ApiClient {
  const defaultLocale = config.defaultLocale ?? 'fr_FR';
  return createApiClient({ apiUrl: config.apiUrl, siteId: config.siteId, getLocale: () => document.documentElement.dataset.locale ?? defaultLocale });
}
