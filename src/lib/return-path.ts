/**
 * Where a visitor goes back to after logging in (`/auth?retour=/mon-compte`). Only a path of this site
 * is accepted: anything else (`https://…`, `//evil.example`, `/\evil`) falls back, so the login page
 * cannot be used to send a visitor to another site (open redirect).
 */

/** Query parameter of the login page holding the return path. */
export const RETURN_PARAM = 'retour';

/** The path to return to, or `fallback` when the value is missing or not a local path. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // A control character or a backslash can turn a path into a host in some browsers.
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

/** The login page's address that brings the visitor back to `returnTo` (the login page itself excluded). */
export function loginPath(returnTo?: string | null): string {
  const back = safeReturnPath(returnTo, '');
  if (!back || back === '/' || back.startsWith('/auth')) return '/auth';
  return `/auth?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
