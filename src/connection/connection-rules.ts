// Plain rules of a connection's settings, without zod: storage reads with them on every start.

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

/** '' (this site) or an absolute http(s) URL without query or fragment. */
export function isBaseUrl(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

export function stripTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/** The name shown when the person gives none. */
export function defaultConnectionName(organizationId: string, contextId: string): string {
  return `${organizationId} / ${contextId}`;
}
