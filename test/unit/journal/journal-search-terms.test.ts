import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  ActivityRecord,
  AddRecord,
  BatchRecord,
  BatchRow,
  RemovalActivity,
} from '../../../src/journal/journal-record.ts';
import { MIN_QUERY, queryPrefixes, termsOf } from '../../../src/journal/search-terms.ts';
import { batchFigures, batchRecord, minute, officeRef } from '../../support/journal-fixtures.ts';

/** What every record of Office (`officeRef`) is found by. */
const CONNECTION_TERMS = [
  'w:office',
  'w:demo-org',
  'w:demo',
  'w:org',
  'w:demo-context',
  'w:context',
];

const ENTRY_ID = '0B5E7F0C-1D2E-4A3B-8C9D-0123456789AB';
const POLICY_ID = '6f9619ff-8b86-4011-b42d-00cf4fc964ff';

function addRecord(more: Partial<AddRecord> = {}): AddRecord {
  return {
    kind: 'add',
    id: 'record-1',
    at: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:01.000Z',
    connection: officeRef,
    status: 'done',
    sent: { id: ENTRY_ID, mac: '00:1B:63:84:BB:D7', name: 'Kiosk' },
    ...more,
  };
}

function removalRecord(more: Partial<RemovalActivity> = {}): RemovalActivity {
  return {
    kind: 'removal',
    id: 'record-2',
    at: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:01.000Z',
    connection: officeRef,
    status: 'done',
    policyId: POLICY_ID,
    label: 'Guests',
    sent: [],
    revokeUserEngagement: false,
    ...more,
  };
}

/** A finished run of no rows, without a file. */
const batchRun = (more: Partial<BatchRecord> = {}): BatchRecord =>
  batchRecord('record-3', {
    updatedAt: minute(5),
    status: 'done',
    source: null,
    figures: batchFigures(),
    rowCount: 0,
    chunks: { total: 0, done: 0 },
    ...more,
  });

const row = (more: Partial<BatchRow> = {}): BatchRow => ({
  line: 1,
  mac: '00:11:22:33:44:55',
  name: '',
  description: '',
  tags: [],
  outcome: 'created',
  reason: '',
  ...more,
});

const macTerms = (terms: readonly string[]) => terms.filter((term) => term.startsWith('m:'));
/** The record's terms besides the connection's, sorted. */
const ownTerms = (record: ActivityRecord, rows?: BatchRow[]) =>
  termsOf(record, rows)
    .filter((term) => !CONNECTION_TERMS.includes(term))
    .sort();

describe('termsOf', () => {
  it('gives one MAC term for a MAC in colon, dash, Cisco dotted and bare notation', () => {
    for (const mac of [
      '00:1B:63:84:BB:D7',
      '00-1b-63-84-bb-d7',
      '001b.6384.bbd7',
      '001B6384BBD7',
    ]) {
      const record = addRecord({ sent: { id: ENTRY_ID, mac, name: 'Kiosk' } });
      expect(macTerms(termsOf(record)), mac).toEqual(['m:001b6384bbd7']);
    }
  });

  it('gives no MAC term for a MAC that lacks or exceeds twelve hex digits', () => {
    for (const mac of ['00:1B:63:84:BB', '00:1B:63:84:BB:D7:01', 'not a mac']) {
      const record = addRecord({ sent: { id: ENTRY_ID, mac, name: 'Kiosk' } });
      expect(macTerms(termsOf(record)), mac).toEqual([]);
    }
  });

  it('names the connection: its name, organization and context, whole and by part', () => {
    expect(
      termsOf(addRecord())
        .filter((term) => CONNECTION_TERMS.includes(term))
        .sort(),
    ).toEqual([...CONNECTION_TERMS].sort());
  });

  it('finds an entry by the words of its name, description and tags, in lower case, and by its ID', () => {
    const record = addRecord({
      sent: {
        id: ENTRY_ID,
        mac: '00:1B:63:84:BB:D7',
        name: 'Lobby Printer',
        description: 'Second floor, by the lift',
        tags: ['floor-3', 'Kiosk'],
      },
    });
    expect(ownTerms(record)).toEqual(
      [
        'm:001b6384bbd7',
        `w:${ENTRY_ID.toLowerCase()}`,
        'w:lobby',
        'w:printer',
        'w:second',
        'w:floor',
        'w:by',
        'w:the',
        'w:lift',
        'w:floor-3',
        'w:kiosk',
      ].sort(),
    );
  });

  it('finds an edit by the entry it left as well as by what was sent', () => {
    const record: ActivityRecord = {
      ...addRecord(),
      kind: 'edit',
      sent: { id: ENTRY_ID, mac: '00:1B:63:84:BB:D7', name: 'Kiosk' },
      entry: {
        id: ENTRY_ID,
        mac: '00:1B:63:84:BB:D7',
        name: 'Kiosk',
        description: 'Reception',
        toDate: null,
        tags: ['Lobby'],
      },
    };
    expect(ownTerms(record)).toEqual(
      ['m:001b6384bbd7', `w:${ENTRY_ID.toLowerCase()}`, 'w:kiosk', 'w:reception', 'w:lobby'].sort(),
    );
  });

  it('finds a failed call by its request ID, in lower case and whole', () => {
    const record = addRecord({
      status: 'failed',
      failure: {
        status: 500,
        message: 'The server had a problem.',
        requestId: 'REQ-7F3A_01',
        ending: 'refused',
      },
    });
    expect(termsOf(record)).toContain('w:req-7f3a_01');
    expect(termsOf(record)).not.toContain('w:req');
  });

  it('finds a removal by its policy ID, its label, every email sent (whole and by domain) and every email removed', () => {
    const record = removalRecord({
      label: 'Staff guests',
      sent: ['Erik@Acme.com', '*@guest.example.org'],
      result: {
        policyEmails: [],
        removedEmails: [
          {
            email: 'anna@partner.se',
            revokedLoginsForSelfProvisioning: 1,
            revokedLoginsForMeetingHost: 0,
            revokedWhitelisting: 0,
            revokeLoginsforConferences: 0,
          },
        ],
      },
    });
    expect(ownTerms(record)).toEqual(
      [
        `w:${POLICY_ID}`,
        'w:staff',
        'w:guests',
        'w:erik@acme.com',
        'w:acme.com',
        'w:erik',
        'w:acme',
        'w:com',
        'w:guest.example.org',
        'w:guest',
        'w:example',
        'w:anna@partner.se',
        'w:partner.se',
        'w:anna',
        'w:partner',
        'w:se',
      ].sort(),
    );
  });

  it('finds a batch run by its file, its tags, its rows, their entry IDs, stray MACs and every failure request ID', () => {
    const record = batchRun({
      source: 'devices.csv',
      options: { ...batchRun().options, tags: ['Event'] },
      failures: [
        {
          at: '2026-05-01T12:01:00.000Z',
          chunk: 1,
          failure: {
            status: 504,
            message: 'A gateway gave up.',
            requestId: 'abc-XYZ',
            ending: 'unanswered',
          },
        },
      ],
      strayMacs: ['de-ad-be-ef-00-01'],
    });
    const rows = [
      row({ mac: '00:11:22:33:44:55', name: 'Printer', tags: ['Lobby'] }),
      row({ line: 2, mac: '00:11:22:33:44:66', description: 'Spare', id: 'Entry-2' }),
    ];
    expect(ownTerms(record, rows)).toEqual(
      [
        'w:devices.csv',
        'w:devices',
        'w:csv',
        'w:event',
        'w:abc-xyz',
        'm:deadbeef0001',
        'm:001122334455',
        'w:printer',
        'w:lobby',
        'm:001122334466',
        'w:entry-2',
        'w:spare',
      ].sort(),
    );
    // Without its rows a run is found by what the record itself holds.
    expect(macTerms(termsOf(record))).toEqual(['m:deadbeef0001']);
  });

  it('holds each term once', () => {
    const record = addRecord({
      sent: { id: ENTRY_ID, mac: '00:1B:63:84:BB:D7', name: 'Kiosk kiosk', tags: ['KIOSK'] },
      entry: {
        id: ENTRY_ID.toLowerCase(),
        mac: '001b6384bbd7',
        name: 'Kiosk',
        description: '',
        toDate: null,
        tags: [],
      },
    });
    const terms = termsOf(record);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.filter((term) => term === 'w:kiosk')).toHaveLength(1);
  });
});

describe('queryPrefixes', () => {
  it('looks up a MAC in colon, dash and Cisco dotted notation by its digits', () => {
    expect(queryPrefixes('00:1B:63:84:BB:D7')).toEqual([['m:001b6384bbd7']]);
    // Dashes and dots also join words (an ID, a date tag): looked up as the word as well.
    expect(queryPrefixes('00-1b-63-84-bb-d7')).toEqual([['m:001b6384bbd7', 'w:00-1b-63-84-bb-d7']]);
    expect(queryPrefixes('001b.6384.bbd7')).toEqual([['m:001b6384bbd7', 'w:001b.6384.bbd7']]);
  });

  it('looks up bare hex as the start of a MAC and as a word', () => {
    expect(queryPrefixes('001B6384BBD7')).toEqual([['m:001b6384bbd7', 'w:001b6384bbd7']]);
    expect(queryPrefixes('Cafe')).toEqual([['m:cafe', 'w:cafe']]);
  });

  it('looks up the start of a MAC in any notation', () => {
    expect(queryPrefixes('00:1b')).toEqual([['m:001b']]);
    expect(queryPrefixes('00-1B-63')).toEqual([['m:001b63', 'w:00-1b-63']]);
    expect(queryPrefixes('001b.63')).toEqual([['m:001b63', 'w:001b.63']]);
  });

  it('reads a MAC written with spaces between its pairs as one prefix', () => {
    expect(queryPrefixes('00 1B 63 84 BB D7')).toEqual([['m:001b6384bbd7']]);
    expect(queryPrefixes('  00 1b  63 ')).toEqual([['m:001b63']]);
  });

  it('gives one list per word of the query, in lower case', () => {
    expect(queryPrefixes('Lobby  PRINTER')).toEqual([['w:lobby'], ['w:printer']]);
    expect(queryPrefixes('printer 00:1b')).toEqual([['w:printer'], ['m:001b']]);
  });

  it('keeps an email, a domain and a joined word whole', () => {
    expect(queryPrefixes('Erik@Acme.com')).toEqual([['w:erik@acme.com']]);
    expect(queryPrefixes('acme.com')).toEqual([['w:acme.com']]);
    expect(queryPrefixes('floor-3')).toEqual([['w:floor-3']]);
    expect(queryPrefixes('req_8XJ2K')).toEqual([['w:req_8xj2k']]);
  });

  it('asks for nothing with an empty, blank or one-letter query', () => {
    expect(MIN_QUERY).toBe(2);
    expect(queryPrefixes('')).toEqual([]);
    expect(queryPrefixes('   ')).toEqual([]);
    expect(queryPrefixes('a')).toEqual([]);
    expect(queryPrefixes('7')).toEqual([]);
    expect(queryPrefixes('x:')).toEqual([]);
    expect(queryPrefixes('a b')).toEqual([]);
  });

  it('drops the one-letter words of a longer query', () => {
    expect(queryPrefixes('x printer')).toEqual([['w:printer']]);
  });

  // Entry, policy and request IDs are UUIDs (crypto.randomUUID, isUuid, the API's request_id):
  // hex digits and dashes, which could also start a MAC; the query looks them up both ways.
  it('finds a record by an ID pasted whole', () => {
    const record = addRecord({
      status: 'failed',
      failure: {
        status: 500,
        message: 'The server had a problem.',
        requestId: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
        ending: 'refused',
      },
    });
    const terms = termsOf(record);
    for (const id of [ENTRY_ID, '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b']) {
      const lists = queryPrefixes(id);
      expect(lists, id).toHaveLength(1);
      expect(
        lists[0]?.some((prefix) => terms.some((term) => term.startsWith(prefix))),
        id,
      ).toBe(true);
    }
  });
});

describe('a MAC query meets the MAC term (property)', () => {
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  const NOTATIONS: Record<string, (bytes: readonly number[]) => string> = {
    colon: (bytes) => bytes.map(hex).join(':').toUpperCase(),
    dash: (bytes) => bytes.map(hex).join('-'),
    cisco: (bytes) =>
      [0, 2, 4]
        .map((i) =>
          bytes
            .slice(i, i + 2)
            .map(hex)
            .join(''),
        )
        .join('.'),
    bare: (bytes) => bytes.map(hex).join(''),
    spaced: (bytes) => bytes.map(hex).join(' '),
  };

  it('for any six bytes written in any notation, the query prefix starts the record term', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 6, maxLength: 6 }),
        fc.constantFrom(...Object.keys(NOTATIONS)),
        fc.constantFrom(...Object.keys(NOTATIONS)),
        (bytes, stored, typed) => {
          const write = (notation: string) => NOTATIONS[notation]?.([...bytes]) ?? '';
          const record = addRecord({ sent: { id: ENTRY_ID, mac: write(stored), name: 'Kiosk' } });
          const [term, ...more] = macTerms(termsOf(record));
          expect(more).toEqual([]);
          expect(term).toBe(`m:${[...bytes].map(hex).join('')}`);
          const lists = queryPrefixes(write(typed));
          expect(lists).toHaveLength(1);
          expect(lists[0]?.[0]).toBe(term);
        },
      ),
    );
  });

  it('the first pairs of a MAC, in any notation, give a prefix of its term', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 6, maxLength: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('colon', 'dash', 'bare', 'spaced'),
        (bytes, pairs, typed) => {
          const record = addRecord({
            sent: { id: ENTRY_ID, mac: NOTATIONS.colon?.([...bytes]) ?? '', name: 'Kiosk' },
          });
          const [term = ''] = macTerms(termsOf(record));
          const query = NOTATIONS[typed]?.([...bytes].slice(0, pairs)) ?? '';
          const [list = [], ...more] = queryPrefixes(query);
          expect(more).toEqual([]);
          expect(list[0]).toBe(`m:${[...bytes].slice(0, pairs).map(hex).join('')}`);
          expect(term.startsWith(list[0] ?? '?')).toBe(true);
        },
      ),
    );
  });
});
