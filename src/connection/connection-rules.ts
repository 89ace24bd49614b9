// Plain rules of a connection's settings, without zod: the form schema checks what is typed with
// them and storage checks what it reads with the same functions.
import {
  describeCharacter,
  invisibleCharacterProblem,
  isUuid,
  pathIdProblem,
} from '../api/rules.ts';

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

/** Zones already resolved: a DateTimeFormat per check costs more than the rest of a form's rules. */
const canonicalZones = new Map<string, string | null>();

/** The IANA name in its canonical spelling, or null when this browser does not know the zone. */
export function canonicalTimeZone(value: string): string | null {
  const zone = value.trim();
  if (zone === '') return null;
  let canonical = canonicalZones.get(zone);
  if (canonical === undefined) {
    try {
      canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      canonical = null;
    }
    if (canonicalZones.size < 1000) canonicalZones.set(zone, canonical);
  }
  return canonical;
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

const BASE_URL_LABEL = 'API base URL';
export const BASE_URL_CREDENTIALS_MESSAGE =
  'Remove the user name and password from the API base URL: the API key is the only credential sent, in the x-auth-token header';
// Paths are appended as text: after ? or # they would leave the path, and \ or @ make the address
// read like another host than the one the key goes to (docs/decisions.md "Base URL").
const BASE_URL_MISLEADING = /[?#\\@]/g;

function parseHttpUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Why the base URL cannot be used, or null: '' (this site) or https, or http on localhost. */
export function baseUrlProblem(value: string): string | null {
  if (value === '') return null;
  const invisible = invisibleCharacterProblem(value, BASE_URL_LABEL);
  if (invisible) return invisible;
  const url = parseHttpUrl(value);
  if (!url || url.hostname === '') return BASE_URL_FORMAT_MESSAGE;
  // Checked before the characters so the message names the fix, never the password.
  if (url.username !== '' || url.password !== '') return BASE_URL_CREDENTIALS_MESSAGE;
  if (url.search !== '' || url.hash !== '') return BASE_URL_FORMAT_MESSAGE;
  const misleading = [...new Set(value.match(BASE_URL_MISLEADING) ?? [])];
  if (misleading.length) {
    return `${BASE_URL_LABEL} may not contain: ${misleading.map(describeCharacter).join(' ')}. Enter only the address in front of /v1, like https://api.example.com`;
  }
  if (url.protocol === 'http:' && !HTTP_HOSTS.includes(url.hostname)) return BASE_URL_HTTP_MESSAGE;
  return null;
}

/** Where requests typed as this base URL go, as the browser reads it (`https://host`), or null. */
export function baseUrlOrigin(value: string): string | null {
  return parseHttpUrl(value.trim())?.origin ?? null;
}

/** An organization or context ID: a safe path segment that reads as it is stored. */
export function connectionIdProblem(value: string, label: string): string | null {
  return pathIdProblem(value, label) ?? invisibleCharacterProblem(value, label);
}

/** The venue name: short, and shown as stored (no bidi controls to reorder a label). */
export function venueNameProblem(value: string): string | null {
  if (value.length > NAME_MAX) return `Venue name must be ${NAME_MAX} characters or fewer`;
  return invisibleCharacterProblem(value, 'Venue name');
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
