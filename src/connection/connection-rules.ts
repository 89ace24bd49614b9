// Plain rules of a connection's settings, without zod: the form schema checks what is typed with
// them and storage checks what it reads with the same functions (the is… ones, without words:
// storage reads before any language is chosen, and only whether a value passes).
import { t } from '@lingui/core/macro';
import {
  describeCharacter,
  invisibleCharacter,
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

// Plain http only where the built page's CSP allows it (vite.config.ts connect-src).
const HTTP_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

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

/** What is wrong with a base URL, without words: storage reads only whether there is a fault. */
type BaseUrlFault =
  | { kind: 'invisible' }
  | { kind: 'format' }
  | { kind: 'credentials' }
  | { kind: 'misleading'; characters: string[] }
  | { kind: 'http' };

function baseUrlFault(value: string): BaseUrlFault | null {
  if (value === '') return null;
  if (invisibleCharacter(value)) return { kind: 'invisible' };
  const url = parseHttpUrl(value);
  if (!url || url.hostname === '') return { kind: 'format' };
  // Checked before the characters so the message names the fix, never the password.
  if (url.username !== '' || url.password !== '') return { kind: 'credentials' };
  if (url.search !== '' || url.hash !== '') return { kind: 'format' };
  const misleading = [...new Set(value.match(BASE_URL_MISLEADING) ?? [])];
  if (misleading.length) return { kind: 'misleading', characters: misleading };
  if (url.protocol === 'http:' && !HTTP_HOSTS.includes(url.hostname)) return { kind: 'http' };
  return null;
}

/** Whether the base URL can be used: '' (this site) or https, or http on localhost. */
export function isBaseUrl(value: string): boolean {
  return baseUrlFault(value) === null;
}

/** Why the base URL cannot be used, in the language in use, or null. */
export function baseUrlProblem(value: string): string | null {
  const fault = baseUrlFault(value);
  switch (fault?.kind) {
    case undefined:
      return null;
    case 'invisible':
      return invisibleCharacterProblem(value, t`API base URL`);
    case 'format':
      return t`Enter the API base URL as a full address starting with https://, like https://api.example.com, or leave it empty to use this site`;
    case 'credentials':
      return t`Remove the user name and password from the API base URL: the API key is the only credential sent, in the x-auth-token header`;
    case 'misleading': {
      const characters = fault.characters.map(describeCharacter).join(' ');
      return t`API base URL may not contain: ${characters}. Enter only the address in front of /v1, like https://api.example.com`;
    }
    case 'http':
      return t`Start the API base URL with https://: the browser blocks plain http:// except to localhost. Or leave it empty and serve this app with API_TARGET or a proxy that forwards /v1 on the same site`;
  }
}

/** Where requests typed as this base URL go, as the browser reads it (`https://host`), or null. */
export function baseUrlOrigin(value: string): string | null {
  return parseHttpUrl(value.trim())?.origin ?? null;
}

/** An organization or context ID: a safe path segment that reads as it is stored. */
export function connectionIdProblem(value: string, label: string): string | null {
  return pathIdProblem(value, label) ?? invisibleCharacterProblem(value, label);
}

/** Whether the venue name is short, and shown as stored (no bidi controls to reorder a label). */
export function isVenueName(value: string): boolean {
  return value.length <= NAME_MAX && invisibleCharacter(value) === null;
}

/** Why the venue name cannot be used, in the language in use, or null. */
export function venueNameProblem(value: string): string | null {
  const max = NAME_MAX;
  if (value.length > max) return t`Venue name must be ${max} characters or fewer`;
  return invisibleCharacterProblem(value, t`Venue name`);
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
