import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as schemas from '../../../src/api/schemas.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const isSchema = (value: unknown): value is { safeParse: (input: unknown) => unknown } =>
  typeof value === 'object' && value !== null && 'safeParse' in value;
const allSchemas = Object.entries(schemas).flatMap(([name, value]) =>
  isSchema(value) ? [[name, value] as const] : [],
);

describe('every schema', () => {
  it('has been found (guards the property test below)', () => {
    expect(allSchemas.length).toBeGreaterThanOrEqual(15);
  });

  it.each(allSchemas)('%s never throws on arbitrary input', (_name, schema) => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true }),
        (value) => {
          expect(() => schema.safeParse(value)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('create request', () => {
  const valid = { mac: 'AA:BB:CC:DD:EE:FF', name: 'Lobby printer' };

  it('accepts the minimum and a full body', () => {
    expect(schemas.createWhitelistingRequestSchema.safeParse(valid).success).toBe(true);
    const full = {
      ...valid,
      id: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
      description: 'Second floor, by the lifts',
      toDate: '2027-01-31',
      tags: [{ value: 'printer' }, { value: 'floor:2' }],
    };
    expect(schemas.createWhitelistingRequestSchema.parse(full)).toEqual(full);
  });

  it('treats an empty id as absent and refuses other non-UUIDs', () => {
    expect(schemas.createWhitelistingRequestSchema.safeParse({ ...valid, id: '' }).success).toBe(
      true,
    );
    expect(
      issues(schemas.createWhitelistingRequestSchema.safeParse({ ...valid, id: '42' })),
    ).toEqual([['id', 'ID must be a UUID like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f']]);
  });

  it('reports every failing field with its path and a message saying how to fix it', () => {
    const result = schemas.createWhitelistingRequestSchema.safeParse({
      mac: 'AA:BB-CC:DD:EE:FF',
      name: 'Printer (2)',
      description: 'x'.repeat(201),
      toDate: '2026-02-29',
      tags: [{ value: 'ok' }, { value: 'x' }],
    });
    expect(issues(result)).toEqual([
      [
        'mac',
        'MAC address mixes ":" and "-": use one separator throughout, like AA:BB:CC:DD:EE:FF',
      ],
      ['name', 'Name may not contain: ( )'],
      ['description', 'Description must be 200 characters or fewer (it has 201)'],
      ['toDate', 'Expiry date 2026-02-29 is not a real date'],
      ['tags.1.value', 'Tag must be at least 2 characters'],
    ]);
  });

  it('says what is missing', () => {
    expect(issues(schemas.createWhitelistingRequestSchema.safeParse({}))).toEqual([
      ['mac', 'Enter a MAC address like AA:BB:CC:DD:EE:FF'],
      ['name', 'Enter a name'],
    ]);
  });

  it('drops a creator field: it cannot be set (docs/api.md)', () => {
    const parsed = schemas.createWhitelistingRequestSchema.parse({
      ...valid,
      creator: 'mallory@x.com',
    });
    expect(parsed).not.toHaveProperty('creator');
  });
});

describe('update request', () => {
  const valid = {
    id: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
    mac: 'aa-bb-cc-dd-ee-ff',
    name: 'Printer (2nd floor) / A+B',
  };

  it('uses the batch character set for name and description', () => {
    expect(
      schemas.updateWhitelistingRequestSchema.safeParse({
        ...valid,
        description: 'Room "4" (west)',
      }).success,
    ).toBe(true);
  });

  it('accepts toDate null (permanent) and refuses a missing id', () => {
    expect(
      schemas.updateWhitelistingRequestSchema.safeParse({ ...valid, toDate: null }).success,
    ).toBe(true);
    expect(
      issues(
        schemas.updateWhitelistingRequestSchema.safeParse({ mac: valid.mac, name: valid.name }),
      ),
    ).toEqual([['id', 'Enter an ID']]);
  });
});

describe('batch request', () => {
  it('name is optional, but 2-100 batch characters when present; description length only', () => {
    const entry = schemas.batchEntrySchema;
    expect(entry.safeParse({ mac: 'AA:BB:CC:DD:EE:FF' }).success).toBe(true);
    expect(entry.safeParse({ mac: 'AA:BB:CC:DD:EE:FF', name: 'TV "Lobby" (1/2)+' }).success).toBe(
      true,
    );
    expect(issues(entry.safeParse({ mac: 'AA:BB:CC:DD:EE:FF', name: 'A' }))).toEqual([
      ['name', 'Name must be at least 2 characters'],
    ]);
    expect(entry.safeParse({ mac: 'AA:BB:CC:DD:EE:FF', description: '#1 @ HQ_west' }).success).toBe(
      true,
    );
  });

  it('needs 1 to 10,000 entries', () => {
    const entry = { mac: 'AA:BB:CC:DD:EE:FF' };
    expect(issues(schemas.batchAddEnvelopeSchema.safeParse({ whitelistings: [] }))).toEqual([
      ['whitelistings', 'Add at least one entry to the batch'],
    ]);
    expect(
      schemas.batchAddEnvelopeSchema.safeParse({ whitelistings: Array(10_000).fill(entry) })
        .success,
    ).toBe(true);
    expect(
      issues(
        schemas.batchAddEnvelopeSchema.safeParse({ whitelistings: Array(10_001).fill(entry) }),
      ),
    ).toEqual([['whitelistings', 'A batch may hold at most 10,000 entries']]);
  });

  it('the envelope lets faulty entries through for the server to list them', () => {
    const parsed = schemas.batchAddEnvelopeSchema.parse({
      whitelistings: [{ mac: 'nope' }, 42],
      autoGenerateTags: true,
    });
    expect(parsed.whitelistings).toEqual([{ mac: 'nope' }, 42]);
  });
});

describe('remove emails request', () => {
  it('accepts addresses and both pattern shapes; refuses anything else by value', () => {
    const schema = schemas.removePolicyEmailsRequestSchema;
    expect(schema.safeParse({ emails: ['a@acme.com', '*@acme.com', '*@*.acme.com'] }).success).toBe(
      true,
    );
    expect(issues(schema.safeParse({ emails: ['a@acme.com', 'acme.com'] }))).toEqual([
      [
        'emails.1',
        'Email "acme.com" is not an address (alice@acme.com) or a pattern (*@acme.com, *@*.acme.com)',
      ],
    ]);
    expect(issues(schema.safeParse({ emails: [] }))).toEqual([
      ['emails', 'Enter at least one email address or pattern'],
    ]);
    expect(schema.safeParse({ emails: ['a@acme.com'], revokeUserEngagement: 'yes' }).success).toBe(
      false,
    );
  });
});

describe('responses are lenient', () => {
  it('refuses an answer without a required list (docs/decisions.md "Not what the API describes")', () => {
    const batch: Record<string, unknown> = {
      createdWhitelistingMacs: [],
      existingWhitelistingMacs: [],
      faultyRequests: [],
      updatedLogins: 0,
    };
    expect(schemas.batchAddResultSchema.safeParse(batch).success).toBe(true);
    expect(schemas.batchAddResultSchema.safeParse({}).success).toBe(false);
    for (const list of Object.keys(batch).filter((key) => key !== 'updatedLogins')) {
      const { [list]: _left, ...without } = batch;
      expect(schemas.batchAddResultSchema.safeParse(without).success).toBe(false);
    }
    const removal = { policyEmails: [], removedEmails: [] };
    expect(schemas.removePolicyEmailsResultSchema.safeParse(removal).success).toBe(true);
    expect(schemas.removePolicyEmailsResultSchema.safeParse({}).success).toBe(false);
    expect(schemas.removePolicyEmailsResultSchema.safeParse({ policyEmails: [] }).success).toBe(
      false,
    );
    expect(schemas.removePolicyEmailsResultSchema.safeParse({ removedEmails: [] }).success).toBe(
      false,
    );
  });

  it('keeps unknown fields; a missing counter is unknown', () => {
    expect(
      schemas.batchAddResultSchema.parse({
        createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
        existingWhitelistingMacs: [],
        faultyRequests: [],
        traceId: 't1',
      }),
    ).toEqual({
      createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
      existingWhitelistingMacs: [],
      faultyRequests: [],
      updatedLogins: null,
      traceId: 't1',
    });
  });

  it('shows any non-negative counter as sent, and a negative or fractional one as unknown', () => {
    const removed = (count: unknown) =>
      schemas.removePolicyEmailsResultSchema.safeParse({
        policyEmails: [],
        removedEmails: [{ email: 'a@acme.com', revokeLoginsforConferences: count }],
      });
    const ok = removed(1);
    expect(ok.success && ok.data.removedEmails[0]?.revokeLoginsforConferences).toBe(1);
    for (const odd of [removed(-1), removed(1.5)]) {
      expect(odd.success && odd.data.removedEmails[0]?.revokeLoginsforConferences).toBeNull();
    }
  });

  it.each([null, 1.5, '12', -5, 1e21])(
    'reads the counter %j as unknown and keeps the lists beside it',
    (odd) => {
      const batch = schemas.batchAddResultSchema.safeParse({
        createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
        existingWhitelistingMacs: ['11:22:33:44:55:66'],
        faultyRequests: [],
        updatedLogins: odd,
      });
      expect(batch.success && batch.data).toEqual({
        createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
        existingWhitelistingMacs: ['11:22:33:44:55:66'],
        faultyRequests: [],
        updatedLogins: null,
      });
      const removal = schemas.removePolicyEmailsResultSchema.safeParse({
        policyEmails: ['b@acme.com'],
        removedEmails: [
          {
            email: 'a@acme.com',
            revokedLoginsForSelfProvisioning: odd,
            revokedLoginsForMeetingHost: 2,
            revokedWhitelisting: odd,
            revokeLoginsforConferences: 0,
          },
        ],
      });
      expect(removal.success && removal.data).toEqual({
        policyEmails: ['b@acme.com'],
        removedEmails: [
          {
            email: 'a@acme.com',
            revokedLoginsForSelfProvisioning: null,
            revokedLoginsForMeetingHost: 2,
            revokedWhitelisting: null,
            revokeLoginsforConferences: 0,
          },
        ],
      });
    },
  );

  it('reads faulty requests of any shape', () => {
    const parsed = schemas.batchAddResultSchema.parse({
      createdWhitelistingMacs: [],
      existingWhitelistingMacs: [],
      faultyRequests: [{ mac: 12, name: null, extra: [1] }],
    });
    expect(parsed.faultyRequests).toEqual([{ mac: 12, name: null, extra: [1] }]);
  });

  it('reads the stored entry with extra fields', () => {
    const entry = {
      id: 'x',
      mac: 'AA:BB:CC:DD:EE:FF',
      name: 'TV',
      creator: 'admin@demo.example',
      site: 'HQ',
    };
    expect(schemas.whitelistingEntrySchema.parse(entry)).toEqual(entry);
  });
});

describe('error bodies are lenient', () => {
  it('drops a field of another type instead of failing the body', () => {
    expect(
      schemas.statusErrorBodySchema.parse({ status: '400', message: 'Bad', request_id: 7 }),
    ).toEqual({ message: 'Bad' });
    expect(
      schemas.fieldErrorBodySchema.parse([{ message: 'Required', rejectedValue: null }]),
    ).toEqual([{ field: '', message: 'Required', rejectedValue: null }]);
  });

  it('reads an entry whose tags are of an unknown shape, keeping the rest', () => {
    const parsed = schemas.whitelistingEntrySchema.parse({
      id: 'x',
      name: 'TV',
      tags: [{ label: 'a' }],
    });
    expect(parsed).toMatchObject({ id: 'x', name: 'TV' });
    expect(parsed.tags).toBeUndefined();
  });
});
