import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatCount } from '../../../src/lib/format.ts';
import {
  addDays,
  choiceOf,
  daysProblem,
  describeToDate,
  expiryPreview,
  expirySentence,
  MAX_DAYS,
  resolveExpiry,
} from '../../../src/ui/expiry.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const STOCKHOLM = 'Europe/Stockholm';
const at = (iso: string) => new Date(iso);

describe('daysProblem ("N days")', () => {
  it.each([
    ['30', null],
    [' 7 ', null],
    ['1', null],
    [String(MAX_DAYS), null],
    ['', 'Enter the number of days, a whole number like 30'],
    ['  ', 'Enter the number of days, a whole number like 30'],
    ['0', 'Number of days must be 1 or more: access ends at midnight after the last day'],
    ['-3', 'Number of days must be a whole number, like 30'],
    ['2.5', 'Number of days must be a whole number, like 30'],
    ['thirty', 'Number of days must be a whole number, like 30'],
    [
      String(MAX_DAYS + 1),
      'Number of days must be 3,650 or fewer (about 10 years): for longer, choose Forever or a date',
    ],
  ])('%j -> %j', (text, message) => {
    expect(daysProblem(text)).toBe(message);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-01', 30)).toBe('2026-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('is calendar arithmetic: adding n then m is adding n + m', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (date, n, m) => {
          const start = date.toISOString().slice(0, 10);
          expect(addDays(addDays(start, n), m)).toBe(addDays(start, n + m));
        },
      ),
    );
  });
});

describe('resolveExpiry: N days counts from today in the organization’s time zone', () => {
  it('30 days from 1 Dec in Stockholm ends on 31 Dec', () => {
    expect(resolveExpiry({ kind: 'days', days: '30' }, STOCKHOLM, at('2026-12-01T10:00Z'))).toEqual(
      { ok: true, kind: 'date', toDate: '2026-12-31' },
    );
  });

  it.each([
    // Same instant, three zones on three sides of midnight UTC.
    ['Europe/Stockholm', '2026-06-30T22:30:00Z', '2026-07-02'], // 00:30 CEST on 1 Jul
    ['America/Los_Angeles', '2026-06-30T22:30:00Z', '2026-07-01'], // 15:30 on 30 Jun
    ['Pacific/Auckland', '2026-06-30T11:30:00Z', '2026-07-01'], // NZST +12: 23:30 on 30 Jun
    ['Pacific/Auckland', '2026-06-30T12:30:00Z', '2026-07-02'], // 00:30 on 1 Jul
    ['Pacific/Kiritimati', '2026-06-30T10:30:00Z', '2026-07-02'], // UTC+14: 00:30 on 1 Jul
    ['UTC', '2026-06-30T23:59:59Z', '2026-07-01'],
  ])('%s at %s: 1 day -> %s', (zone, now, toDate) => {
    expect(resolveExpiry({ kind: 'days', days: '1' }, zone, at(now))).toEqual({
      ok: true,
      kind: 'date',
      toDate,
    });
  });

  it('spring forward (Stockholm, 29 Mar 2026 02:00 -> 03:00): one day after is 30 Mar', () => {
    // 00:30 UTC = 01:30 CET, before the change; 01:30 UTC = 03:30 CEST, after it.
    for (const now of ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-03-29T21:59:00Z']) {
      expect(resolveExpiry({ kind: 'days', days: '1' }, STOCKHOLM, at(now))).toEqual({
        ok: true,
        kind: 'date',
        toDate: '2026-03-30',
      });
    }
    // 22:00 UTC on the 29th is already 00:00 CEST on the 30th.
    expect(
      resolveExpiry({ kind: 'days', days: '1' }, STOCKHOLM, at('2026-03-29T22:00:00Z')),
    ).toEqual({ ok: true, kind: 'date', toDate: '2026-03-31' });
  });

  it('fall back (Stockholm, 25 Oct 2026 03:00 -> 02:00): the 25-hour day is one day', () => {
    for (const now of ['2026-10-24T22:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T22:59:00Z']) {
      expect(resolveExpiry({ kind: 'days', days: '1' }, STOCKHOLM, at(now))).toEqual({
        ok: true,
        kind: 'date',
        toDate: '2026-10-26',
      });
    }
    // 23:00 UTC on the 25th is 00:00 CET on the 26th.
    expect(
      resolveExpiry({ kind: 'days', days: '1' }, STOCKHOLM, at('2026-10-25T23:00:00Z')),
    ).toEqual({ ok: true, kind: 'date', toDate: '2026-10-27' });
  });

  it('US changes (Los Angeles, 8 Mar and 1 Nov 2026) and a southern zone (Sydney, 5 Apr 2026)', () => {
    const oneDay = { kind: 'days', days: '1' } as const;
    expect(resolveExpiry(oneDay, 'America/Los_Angeles', at('2026-03-08T09:30:00Z'))).toMatchObject({
      toDate: '2026-03-09',
    });
    expect(resolveExpiry(oneDay, 'America/Los_Angeles', at('2026-11-01T08:30:00Z'))).toMatchObject({
      toDate: '2026-11-02',
    });
    expect(resolveExpiry(oneDay, 'Australia/Sydney', at('2026-04-04T15:30:00Z'))).toMatchObject({
      toDate: '2026-04-06',
    });
  });

  it('a number of days that is not one is refused on the days field', () => {
    expect(resolveExpiry({ kind: 'days', days: '0' }, STOCKHOLM, at('2026-12-01T10:00Z'))).toEqual({
      ok: false,
      field: 'days',
      problem: 'Number of days must be 1 or more: access ends at midnight after the last day',
    });
  });
});

describe('resolveExpiry: a date must be after today in the organization’s time zone', () => {
  // 23:30 UTC on 30 Jun is already 1 Jul in Stockholm.
  const now = at('2026-06-30T23:30:00Z');

  it('refuses today there, even while it is still yesterday in UTC', () => {
    expect(resolveExpiry({ kind: 'date', date: '2026-07-01' }, STOCKHOLM, now)).toEqual({
      ok: false,
      field: 'date',
      problem: "Expiry date must be after today (2026-07-01) in the organization's time zone",
    });
    expect(resolveExpiry({ kind: 'date', date: '2026-07-01' }, 'UTC', now)).toEqual({
      ok: true,
      kind: 'date',
      toDate: '2026-07-01',
    });
  });

  it('accepts tomorrow, asks for an empty date and names a date that does not exist', () => {
    expect(resolveExpiry({ kind: 'date', date: '2026-07-02' }, STOCKHOLM, now)).toMatchObject({
      ok: true,
      toDate: '2026-07-02',
    });
    expect(resolveExpiry({ kind: 'date', date: '' }, STOCKHOLM, now)).toEqual({
      ok: false,
      field: 'date',
      problem: 'Enter the expiry date, like 2026-12-31',
    });
    expect(resolveExpiry({ kind: 'date', date: '2027-02-30' }, STOCKHOLM, now)).toMatchObject({
      ok: false,
      problem: 'Expiry date 2027-02-30 is not a real date',
    });
  });

  it('keep and forever carry no date', () => {
    expect(resolveExpiry({ kind: 'forever' }, STOCKHOLM, now)).toEqual({
      ok: true,
      kind: 'forever',
    });
    expect(resolveExpiry({ kind: 'keep' }, STOCKHOLM, now)).toEqual({ ok: true, kind: 'keep' });
  });
});

describe('choiceOf', () => {
  it('keeps only what the chosen kind needs', () => {
    expect(choiceOf({ kind: 'days', days: '5', date: '2027-01-01' })).toEqual({
      kind: 'days',
      days: '5',
    });
    expect(choiceOf({ kind: 'date', days: '5', date: '2027-01-01' })).toEqual({
      kind: 'date',
      date: '2027-01-01',
    });
    expect(choiceOf({ kind: 'forever', days: '5', date: '' })).toEqual({ kind: 'forever' });
  });
});

describe('the sentence', () => {
  it('says when access ends and the last full day', () => {
    expect(expirySentence('2026-12-31', STOCKHOLM)).toBe(
      'Access ends at 00:00 on 31 Dec 2026 (Europe/Stockholm), so the last full day is 30 Dec.',
    );
  });

  it('gives the last day its year when the year changes', () => {
    expect(expirySentence('2027-01-01', 'America/New_York')).toBe(
      'Access ends at 00:00 on 1 Jan 2027 (America/New_York), so the last full day is 31 Dec 2026.',
    );
    expect(expirySentence('2028-03-01', STOCKHOLM)).toContain('the last full day is 29 Feb.');
  });

  it('describes stored entries and previews each choice', () => {
    const now = at('2026-12-01T10:00Z');
    expect(describeToDate(null, STOCKHOLM)).toBe('Permanent: access does not end');
    expect(describeToDate('2026-12-31', STOCKHOLM)).toBe(expirySentence('2026-12-31', STOCKHOLM));
    expect(expiryPreview({ kind: 'days', days: '30' }, STOCKHOLM, now)).toBe(
      expirySentence('2026-12-31', STOCKHOLM),
    );
    expect(expiryPreview({ kind: 'days', days: 'x' }, STOCKHOLM, now)).toBeNull();
    expect(expiryPreview({ kind: 'forever' }, STOCKHOLM, now)).toBe(
      'Access does not end: the entry stays until someone removes it.',
    );
    expect(expiryPreview({ kind: 'keep' }, STOCKHOLM, now, null)).toBe(
      'The expiry stays as it is: permanent',
    );
    expect(expiryPreview({ kind: 'keep' }, STOCKHOLM, now)).toBe('The expiry stays as it is.');
  });

  it('formats dates without locale surprises', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDate('2026-01-05', false)).toBe('5 Jan');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });

  it('writes a recorded moment like a date, with a 24-hour time, and counts with separators', () => {
    const moment = new Date(2026, 10, 24, 4, 28, 52);
    expect(formatDateTime(moment)).toBe('24 Nov 2026, 04:28');
    expect(formatDateTime(moment.toISOString())).toBe('24 Nov 2026, 04:28');
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatCount(10000)).toBe('10,000');
  });
});
