import { describe, expect, it } from 'vitest';
import {
  recentEntryFrom,
  searchRecentEntries,
  type RecentEntry,
} from '../../../src/entries/recent-entries.ts';

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
