import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from '../../src/connection/connection-rules.ts';
import {
  connectionFormSchema,
  emptyConnectionForm,
  type ConnectionFormValues,
} from '../../src/connection/connection-schema.ts';

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

  it('accepts an empty default policy or a UUID', () => {
    expect(messages({ defaultPolicyId: '' })).toEqual({});
    expect(messages({ defaultPolicyId: 'policy-1' }).defaultPolicyId).toBe(
      'Enter the access policy ID as a UUID, like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f, or leave it empty',
    );
  });
});
