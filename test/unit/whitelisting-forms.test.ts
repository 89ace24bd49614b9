import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { RecentEntry } from '../../src/entries/recent-entries.ts';
import {
  addDeviceSchema,
  toCreateRequest,
} from '../../src/features/whitelisting/add-device-schema.ts';
import {
  describeChanges,
  EMPTY_EDIT,
  editDeviceSchema,
  toUpdateRequest,
  type EditDeviceValues,
} from '../../src/features/whitelisting/edit-device-schema.ts';
import { describeFailure, idTaken } from '../../src/features/whitelisting/failure.ts';
import { speak } from '../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const ID = '11111111-2222-4333-8444-555555555555';
const NOW = new Date('2026-12-01T10:00:00Z');
const known: RecentEntry = {
  id: ID,
  mac: 'AA:BB:CC:DD:EE:FF',
  name: 'Printer',
  description: '',
  toDate: '2026-12-31',
  tags: ['printer'],
  action: 'created',
  at: NOW.toISOString(),
};
const values = (extra: Partial<EditDeviceValues>): EditDeviceValues => ({
  ...EMPTY_EDIT,
  id: ID,
  mac: known.mac,
  name: known.name,
  tags: known.tags,
  ...extra,
});

describe('Add device request', () => {
  it('trims, normalizes and leaves out what is empty', () => {
    const parsed = addDeviceSchema('Europe/Stockholm').parse({
      mac: 'aa-bb-cc-dd-ee-ff ',
      name: '  Kiosk ',
      description: ' ',
      expiry: { kind: 'forever', days: '', date: '' },
      tags: [],
      id: ID,
    });
    expect(toCreateRequest(parsed)).toEqual({ id: ID, mac: 'AA:BB:CC:DD:EE:FF', name: 'Kiosk' });
  });

  it('takes the MAC as Huawei, H3C and Comware print it (0011-2233-4455), sent canonical', () => {
    const form = (mac: string) =>
      addDeviceSchema('Europe/Stockholm').safeParse({
        mac,
        name: 'Kiosk',
        description: '',
        expiry: { kind: 'forever', days: '', date: '' },
        tags: [],
        id: ID,
      });
    const parsed = form('0011-2233-4455');
    expect(parsed.success && toCreateRequest(parsed.data).mac).toBe('00:11:22:33:44:55');
    expect(form(' B8D6-F6FF-739B ').data?.mac).toBe('B8:D6:F6:FF:73:9B');
    expect(form('0011-2233-445').success).toBe(false);
  });
});

describe('Edit device', () => {
  const schema = editDeviceSchema('Europe/Stockholm');

  it('omits what is kept, sends null for permanent and [] for no tags', () => {
    expect(toUpdateRequest(schema.parse(values({})))).toEqual({
      id: ID,
      mac: known.mac,
      name: known.name,
    });
    expect(
      toUpdateRequest(
        schema.parse(
          values({
            expiry: { kind: 'forever', days: '', date: '' },
            tagsMode: 'set',
            tags: [],
            descriptionMode: 'set',
            description: '',
          }),
        ),
      ),
    ).toEqual({
      id: ID,
      mac: known.mac,
      name: known.name,
      toDate: null,
      tags: [],
      description: '',
    });
  });

  it('summarizes the change against what this browser knows', () => {
    expect(
      describeChanges(
        values({
          expiry: { kind: 'forever', days: '', date: '' },
          tagsMode: 'set',
          tags: ['lobby'],
        }),
        known,
        'Europe/Stockholm',
        NOW,
      ),
    ).toEqual(['Expiry: 31 Dec 2026 → permanent', 'Tags: printer → lobby']);
    expect(describeChanges(values({}), known, 'Europe/Stockholm', NOW)).toEqual([]);
    // The MAC as it will be sent: another notation of the same address is no change.
    expect(
      describeChanges(values({ mac: ' aa-bb-cc-dd-ee-ff ' }), known, 'Europe/Stockholm', NOW),
    ).toEqual([]);
    expect(
      describeChanges(values({ mac: 'aabb.ccdd.ee00' }), known, 'Europe/Stockholm', NOW),
    ).toEqual(['MAC address: AA:BB:CC:DD:EE:FF → AA:BB:CC:DD:EE:00']);
    expect(
      describeChanges(values({ tagsMode: 'set', tags: [] }), undefined, 'Europe/Stockholm', NOW),
    ).toEqual([
      'MAC address: set to AA:BB:CC:DD:EE:FF',
      'Name: set to “Printer”',
      'Tags: set to no tags (all current tags are removed)',
    ]);
  });
});

describe('failures', () => {
  const http = (status: number, fieldErrors: { path: string; message: string }[] = []) =>
    new ApiError({ kind: 'http', status, message: `HTTP ${status}`, fieldErrors });

  it('sorts each status into fields, connection or retry', () => {
    expect(
      describeFailure(http(409, [{ path: 'mac', message: 'x' }]), 'create', 'AA'),
    ).toMatchObject({
      kind: 'fields',
      fieldErrors: [{ path: 'mac' }],
    });
    expect(
      describeFailure(http(409, [{ path: 'id', message: 'x' }]), 'create', 'AA'),
    ).toMatchObject({
      kind: 'fields',
      fieldErrors: [{ path: 'id' }],
    });
    // Only the API's own 404 (the field-error array on id, docs/decisions.md) means no such entry.
    expect(
      describeFailure(http(404, [{ path: 'id', message: 'x' }]), 'update', 'AA'),
    ).toMatchObject({
      fieldErrors: [{ path: 'id' }],
    });
    expect(describeFailure(http(404), 'update', 'AA')).toMatchObject({ kind: 'connection' });
    expect(describeFailure(http(403), 'update', 'AA')).toMatchObject({ kind: 'connection' });
    expect(describeFailure(http(500), 'create', 'AA')).toMatchObject({
      kind: 'retry',
      ending: 'refused',
    });
    // docs/decisions.md "The answer may be lost": a gateway's 502, 503 or 504, and a 2xx the app
    // cannot read, may mean the API did the work.
    for (const status of [502, 503, 504]) {
      expect(describeFailure(http(status), 'create', 'AA')).toMatchObject({
        kind: 'retry',
        ending: 'unanswered',
      });
    }
    expect(
      describeFailure(
        new ApiError({ kind: 'invalid-response', status: 200, message: 'x' }),
        'update',
        'AA',
      ),
    ).toMatchObject({ kind: 'retry', ending: 'not-api' });
    expect(
      describeFailure(new ApiError({ kind: 'timeout', message: 't' }), 'create', 'AA'),
    ).toMatchObject({ kind: 'retry', ending: 'unanswered' });
  });

  it('a 409 that names the entry ID (or nothing) says the ID is taken; one on the MAC alone does not', () => {
    expect(idTaken(http(409))).toBe(true);
    expect(idTaken(http(400))).toBe(false);
    // The sandbox's answer when the first attempt arrived: the ID (and the MAC) are taken.
    const idField = { path: 'id', message: `An entry with ID ${ID} already exists` };
    const macTaken = { path: 'mac', message: 'AA:BB:CC:DD:EE:FF is already whitelisted' };
    expect(idTaken(http(409, [idField, macTaken]))).toBe(true);
    // Only the MAC taken: another entry holds the device, the first attempt never arrived.
    expect(idTaken(http(409, [macTaken]))).toBe(false);
  });
});

describe('in Swedish', () => {
  it('summarizes the change and says a conflict in Swedish', async () => {
    await speak('sv');
    try {
      expect(
        describeChanges(
          values({ expiry: { kind: 'forever', days: '', date: '' }, tagsMode: 'set', tags: [] }),
          known,
          'Europe/Stockholm',
          NOW,
        ),
      ).toEqual([
        'Giltig till: 31 dec. 2026 → permanent',
        'Taggar: printer → inga taggar (alla nuvarande taggar tas bort)',
      ]);
      expect(describeChanges(values({}), undefined, 'Europe/Stockholm', NOW).slice(0, 2)).toEqual([
        'MAC-adress: sätts till AA:BB:CC:DD:EE:FF',
        'Namn: sätts till ”Printer”',
      ]);
      const conflict = new ApiError({
        kind: 'http',
        status: 409,
        message: 'HTTP 409',
        fieldErrors: [{ path: 'mac', message: 'x' }],
      });
      expect(describeFailure(conflict, 'create', 'AA:BB:CC:DD:EE:FF')).toMatchObject({
        fieldErrors: [
          {
            path: 'mac',
            message:
              'Den här enheten (AA:BB:CC:DD:EE:FF) är redan vitlistad i den här Sign-In-kontexten: använd Redigera enhet för att ändra den',
          },
        ],
      });
    } finally {
      await speak('en');
    }
  });
});
