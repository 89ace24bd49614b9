import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speak } from '../../support/i18n.tsx';
import { baseUrlOrigin, canonicalTimeZone } from '../../../src/connection/connection-rules.ts';
import {
  connectionFormSchema,
  emptyConnectionForm,
  type ConnectionFormValues,
} from '../../../src/connection/connection-schema.ts';

const valid: ConnectionFormValues = {
  ...emptyConnectionForm(),
  organizationId: 'demo-org',
  contextId: 'demo-context',
  apiKey: 'demo-key',
  timeZone: 'Europe/Stockholm',
};

function messages(values: Partial<ConnectionFormValues>): Record<string, string> {
  const result = connectionFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

// The messages are made as a value is checked, in the language in use.
beforeAll(() => speak('en'));
afterAll(() => speak('en'));

describe('connection form schema', () => {
  it('cleans valid values', () => {
    const result = connectionFormSchema.parse({
      ...valid,
      name: '  Main office ',
      baseUrl: ' https://api.example.com/base// ',
      organizationId: ' demo-org ',
      timeZone: 'europe/stockholm',
      chunkSize: '10,000',
      defaultPolicyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
    });
    expect(result).toMatchObject({
      name: 'Main office',
      baseUrl: 'https://api.example.com/base',
      organizationId: 'demo-org',
      timeZone: 'Europe/Stockholm',
      chunkSize: 10000,
    });
  });

  it('asks for the required fields', () => {
    expect(messages({ organizationId: ' ', contextId: '', apiKey: '' })).toEqual({
      organizationId: 'Enter the organization ID',
      contextId: 'Enter the Sign-In Context ID',
      apiKey: 'Enter the API key',
    });
  });

  it.each([['api.example.com'], ['ftp://example.com'], ['https://'], ['https://example.com/?x=1']])(
    'rejects the base URL %s and says how to write one',
    (baseUrl) => {
      expect(messages({ baseUrl }).baseUrl).toMatch(
        /^Enter the API base URL as a full address starting with https:\/\//,
      );
    },
  );

  it('accepts an empty base URL (this site) and http on localhost', () => {
    expect(messages({ baseUrl: '' })).toEqual({});
    expect(messages({ baseUrl: 'http://localhost:8787' })).toEqual({});
    expect(messages({ baseUrl: 'http://127.0.0.1:8787/api' })).toEqual({});
    expect(messages({ baseUrl: 'HTTP://LOCALHOST' })).toEqual({});
    expect(messages({ baseUrl: 'https://api.example.com' })).toEqual({});
  });

  // The built page's Content-Security-Policy lets plain http reach localhost only.
  it.each([['http://api.example.com'], ['http://192.168.1.10:8080'], ['http://[::1]:8787']])(
    'refuses plain http to %s and says how to fix it',
    (baseUrl) => {
      expect(messages({ baseUrl }).baseUrl).toBe(
        'Start the API base URL with https://: the browser blocks plain http:// except to localhost. Or leave it empty and serve this app with API_TARGET or a proxy that forwards /v1 on the same site',
      );
    },
  );

  it('rejects IDs that would change the request path', () => {
    expect(messages({ organizationId: 'demo/org' }).organizationId).toBe(
      'Organization ID may not contain: /',
    );
    expect(messages({ contextId: 'demo context' }).contextId).toMatch(
      'Sign-In Context ID may not contain: space',
    );
  });

  it('rejects "." and "..", which URL parsers resolve as path steps', () => {
    expect(messages({ contextId: '..' })).toEqual({
      contextId: 'Sign-In Context ID may not be ".."',
    });
    expect(messages({ organizationId: ' . ' })).toEqual({
      organizationId: 'Organization ID may not be "."',
    });
  });

  it('rejects a key with spaces inside', () => {
    expect(messages({ apiKey: 'demo key' }).apiKey).toBe(
      'The API key must not contain spaces or line breaks: copy it again',
    );
  });

  it.each([
    ['', 'Enter the batch chunk size, a whole number from 1 to 10,000'],
    ['12.5', 'Batch chunk size must be a whole number, like 500'],
    ['many', 'Batch chunk size must be a whole number, like 500'],
    ['0', 'Batch chunk size must be between 1 and 10,000'],
    ['10001', 'Batch chunk size must be between 1 and 10,000'],
  ])('rejects the chunk size "%s"', (chunkSize, message) => {
    expect(messages({ chunkSize }).chunkSize).toBe(message);
  });

  it('checks the time zone with the browser', () => {
    expect(messages({ timeZone: '' }).timeZone).toBe(
      'Enter the organization’s time zone, like Europe/Stockholm',
    );
    expect(messages({ timeZone: 'Europe/Atlantis' }).timeZone).toBe(
      'Enter a time zone from the list, like Europe/Stockholm',
    );
    expect(canonicalTimeZone('utc')).toBe('UTC');
  });

  // The request path is appended as text: after a raw # or ? it would land in the fragment or
  // query, and the key would go to the bare host.
  it.each([
    ['https://evil.example/#', '#'],
    ['https://evil.example?', '?'],
    ['https://evil.example/api?', '?'],
    ['https://evil.example/api?#', '? #'],
  ])('refuses the base URL %s, which would move /v1/… out of the path', (baseUrl, found) => {
    expect(messages({ baseUrl }).baseUrl).toBe(
      `API base URL may not contain: ${found}. Enter only the address in front of /v1, like https://api.example.com`,
    );
  });

  it('refuses a backslash or @, which make the address read like another host', () => {
    expect(messages({ baseUrl: 'https://evil.example\\@127.0.0.1' }).baseUrl).toBe(
      'API base URL may not contain: \\ @. Enter only the address in front of /v1, like https://api.example.com',
    );
    expect(messages({ baseUrl: 'https://@api.example.com' }).baseUrl).toBe(
      'API base URL may not contain: @. Enter only the address in front of /v1, like https://api.example.com',
    );
  });

  it('refuses a user name and password in the base URL without repeating them', () => {
    const message = messages({ baseUrl: 'https://user:hunter2@api.example.com' }).baseUrl;
    expect(message).toBe(
      'Remove the user name and password from the API base URL: the API key is the only credential sent, in the x-auth-token header',
    );
    expect(message).not.toContain('hunter2');
  });

  it('shows where requests go: the normalised origin, never user-info', () => {
    expect(baseUrlOrigin('https://evil.example\\@127.0.0.1')).toBe('https://evil.example');
    expect(baseUrlOrigin(' HTTPS://API.Example.com:443/base/ ')).toBe('https://api.example.com');
    expect(baseUrlOrigin('https://user:hunter2@api.example.com')).toBe('https://api.example.com');
    expect(baseUrlOrigin('')).toBeNull();
    expect(baseUrlOrigin('api.example.com')).toBeNull();
    expect(baseUrlOrigin('ftp://example.com')).toBeNull();
  });

  it.each([
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['zero-width joiner', '\u200d'],
    ['soft hyphen', '\u00ad'],
    ['escape control', '\u001b'],
  ])('refuses a %s in the IDs, the venue name and the base URL', (_name, ch) => {
    const code = `U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    expect(
      messages({
        name: `Main${ch}office`,
        organizationId: `demo${ch}org`,
        contextId: `${ch}ctx`,
        baseUrl: `https://api.example.com/${ch}`,
      }),
    ).toEqual({
      name: `Venue name may not contain an invisible or control character (${code})`,
      organizationId: `Organization ID may not contain an invisible or control character (${code})`,
      contextId: `Sign-In Context ID may not contain an invisible or control character (${code})`,
      baseUrl: `API base URL may not contain an invisible or control character (${code})`,
    });
  });

  it('keeps accepting names with spaces and letters of any script', () => {
    expect(messages({ name: 'Kontor – Åsa’s café 東京' })).toEqual({});
  });

  it('accepts an empty default policy or a UUID', () => {
    expect(messages({ defaultPolicyId: '' })).toEqual({});
    expect(messages({ defaultPolicyId: 'policy-1' }).defaultPolicyId).toBe(
      'Enter the access policy ID as a UUID, like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f, or leave it empty',
    );
  });
});

describe('connection form schema in Swedish', () => {
  beforeAll(() => speak('sv'));
  afterAll(() => speak('en'));

  it('says its messages in the language in use, numbers grouped as Swedish writes them', () => {
    expect(messages({ organizationId: '', apiKey: 'demo key' })).toEqual({
      organizationId: 'Ange organisations-ID',
      apiKey: 'API-nyckeln får inte innehålla mellanslag eller radbrytningar: kopiera den igen',
    });
    // 10 000 with a no-break space, as Swedish groups thousands.
    expect(messages({ chunkSize: '' }).chunkSize).toBe(
      'Ange delstorleken, ett heltal från 1 till 10\u00a0000',
    );
    expect(messages({ name: 'x'.repeat(81) }).name).toBe('Platsens namn får vara högst 80 tecken');
    expect(messages({ baseUrl: 'https://evil.example\\@127.0.0.1' }).baseUrl).toBe(
      'Bas-URL:en för API:t får inte innehålla: \\ @. Ange bara adressen före /v1, till exempel https://api.example.com',
    );
  });

  it('reads "10 000" typed the Swedish way', () => {
    expect(connectionFormSchema.parse({ ...valid, chunkSize: '10\u00a0000' }).chunkSize).toBe(
      10000,
    );
  });
});
