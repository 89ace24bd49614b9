import { describe, expect, it } from 'vitest';
import {
  readRecentEntries,
  recentEntriesKey,
  recentEntryFrom,
  recordRecentEntry,
  RECENT_MAX,
  searchRecentEntries,
  type RecentEntry,
} from '../../src/entries/recent-entries.ts';
import { MemoryStorage } from '../component/render-screen.tsx';

const entry = (n: number, extra: Partial<RecentEntry> = {}): RecentEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  mac: `AA:BB:CC:DD:EE:${(n % 256).toString(16).toUpperCase().padStart(2, '0')}`,
  name: `Device ${n}`,
  description: '',
  toDate: null,
  tags: [],
  action: 'created',
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  ...extra,
});

describe('recent entries store', () => {
  it('keeps newest first, one record per ID, per connection', () => {
    const storage = new MemoryStorage();
    recordRecentEntry(storage, 'office', entry(1));
    recordRecentEntry(storage, 'office', entry(2));
    recordRecentEntry(storage, 'lobby', entry(3));
    const updated = entry(1, { name: 'Renamed', action: 'updated' });
    // IDs compare case-insensitively, as the API compares them.
    const { entries, stored } = recordRecentEntry(storage, 'office', {
      ...updated,
      id: updated.id.toUpperCase(),
    });
    expect(stored).toBe(true);
    expect(entries.map((e) => e.name)).toEqual(['Renamed', 'Device 2']);
    expect(readRecentEntries(storage, 'office').map((e) => e.name)).toEqual([
      'Renamed',
      'Device 2',
    ]);
    expect(readRecentEntries(storage, 'lobby').map((e) => e.name)).toEqual(['Device 3']);
  });

  it(`caps the list at ${RECENT_MAX}, dropping the oldest`, () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= RECENT_MAX + 2; n++) recordRecentEntry(storage, 'office', entry(n));
    const entries = readRecentEntries(storage, 'office');
    expect(entries).toHaveLength(RECENT_MAX);
    expect(entries[0]?.name).toBe(`Device ${RECENT_MAX + 2}`);
    expect(entries.at(-1)?.name).toBe('Device 3');
  });

  it('reads what parses and ignores the rest', () => {
    const storage = new MemoryStorage();
    storage.setItem(recentEntriesKey('office'), JSON.stringify([entry(1), { id: 5 }, 'x']));
    expect(readRecentEntries(storage, 'office')).toEqual([entry(1)]);
    storage.setItem(recentEntriesKey('office'), '{not json');
    expect(readRecentEntries(storage, 'office')).toEqual([]);
    storage.setItem(recentEntriesKey('office'), '{"a":1}');
    expect(readRecentEntries(storage, 'office')).toEqual([]);
    expect(readRecentEntries(undefined, 'office')).toEqual([]);
  });

  it('says when the browser refused to store', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(recordRecentEntry(full, 'office', entry(1))).toEqual({
      entries: [entry(1)],
      stored: false,
    });
  });
});

describe('searchRecentEntries', () => {
  const entries = [
    entry(1, { mac: 'AA:BB:CC:00:11:22', name: 'Skrivare Våning 3', tags: ['printer', 'floor 3'] }),
    entry(2, { mac: '00:1B:A9:4C:21:07', name: 'Kiosk', tags: ['lobby'] }),
  ];
  const names = (query: string) => searchRecentEntries(entries, query).map((e) => e.name);

  it('finds by MAC in any notation, by name and by tag, case-insensitively', () => {
    expect(names('')).toEqual(['Skrivare Våning 3', 'Kiosk']);
    expect(names('aa-bb-cc')).toEqual(['Skrivare Våning 3']);
    expect(names('001b.a94c')).toEqual(['Kiosk']);
    expect(names('21:07')).toEqual(['Kiosk']);
    expect(names('våning')).toEqual(['Skrivare Våning 3']);
    expect(names('LOBBY')).toEqual(['Kiosk']);
    expect(names('printer')).toEqual(['Skrivare Våning 3']);
    expect(names('nothing')).toEqual([]);
  });
});

describe('recentEntryFrom', () => {
  const at = new Date('2026-05-01T12:00:00Z');
  const sent = {
    id: '11111111-2222-4333-8444-555555555555',
    mac: 'AA:BB:CC:DD:EE:FF',
    name: 'Kiosk',
    tags: [{ value: 'lobby' }],
  };

  it('prefers the stored entry the server answered', () => {
    expect(
      recentEntryFrom({
        sent,
        answer: {
          ...sent,
          description: 'Front',
          toDate: '2026-06-01',
          tags: [{ value: 'Lobby' }],
          creator: 'admin@demo.example',
        },
        action: 'created',
        at,
      }),
    ).toEqual({
      ...sent,
      description: 'Front',
      toDate: '2026-06-01',
      tags: ['Lobby'],
      creator: 'admin@demo.example',
      action: 'created',
      at: at.toISOString(),
    });
  });

  it('falls back to what was sent, then to what was known, on an empty answer', () => {
    const previous = entry(9, { description: 'Old', toDate: '2027-01-01', tags: ['a1'] });
    expect(
      recentEntryFrom({
        sent: { ...sent, tags: undefined },
        answer: undefined,
        previous,
        action: 'updated',
        at,
      }),
    ).toMatchObject({ description: 'Old', toDate: '2027-01-01', tags: ['a1'] });
    expect(
      recentEntryFrom({
        sent: { ...sent, toDate: null },
        answer: undefined,
        previous,
        action: 'updated',
        at,
      }),
    ).toMatchObject({ toDate: null, tags: ['lobby'] });
    expect(recentEntryFrom({ sent, answer: undefined, action: 'created', at })).toMatchObject({
      toDate: null,
      description: '',
    });
  });
});
