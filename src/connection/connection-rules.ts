// Plain rules of a connection's settings, without zod: the form schema checks what is typed with
// them and storage checks what it reads with the same functions.
import { isUuid } from '../api/rules.ts';

export const CHUNK_SIZE = { min: 1, max: 10_000, default: 500 } as const;
export const NAME_MAX = 80;
export const TIME_ZONE_EXAMPLE = 'Europe/Stockholm';

/** The browser's own time zone, the default for a new connection. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The IANA name in its canonical spelling, or null when this browser does not know the zone. */
export function canonicalTimeZone(value: string): string | null {
  if (value.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every zone the browser knows, for the field's suggestions. */
export function knownTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

export const BASE_URL_FORMAT_MESSAGE =
  'Enter the API base URL as a full address starting with https://, like https://api.example.com, or leave it empty to use this site';
export const BASE_URL_HTTP_MESSAGE =
  'Start the API base URL with https://: the browser blocks plain http:// except to localhost. Or leave it empty and serve this app with API_TARGET or a proxy that forwards /v1 on the same site';

// Plain http only where the built page's CSP allows it (vite.config.ts connect-src).
const HTTP_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/** Why the base URL cannot be used, or null: '' (this site) or https, or http on localhost. */
export function baseUrlProblem(value: string): string | null {
  if (value === '') return null;
  if (!/^https?:\/\//i.test(value)) return BASE_URL_FORMAT_MESSAGE;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return BASE_URL_FORMAT_MESSAGE;
  }
  if (url.hostname === '' || url.search !== '' || url.hash !== '') return BASE_URL_FORMAT_MESSAGE;
  if (url.protocol === 'http:' && !HTTP_HOSTS.includes(url.hostname)) return BASE_URL_HTTP_MESSAGE;
  return null;
}

const API_KEY_PATTERN = /^\S+$/;

/** A key as the x-auth-token header can carry it: one word, no spaces or line breaks. */
export function isApiKeyText(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

/** The default access policy: '' (none) or a UUID. */
export function isPolicyIdOrNone(value: string): boolean {
  return value === '' || isUuid(value);
}
