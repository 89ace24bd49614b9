// Activity's sentences in Swedish: what a record did, a run to several venues, the day
// headings and the CSV's column headers, with Swedish plurals and grouped counts.
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayHeading,
  exportHeader,
  exportRows,
  recordSummary,
} from '../../../src/features/activity/activity-view.ts';
import { runSummary } from '../../../src/features/activity/run-view.ts';
import type { ActivityRecord } from '../../../src/journal/journal-record.ts';
import { speak } from '../../support/i18n.tsx';
import { batchFigures, batchRecord, lobbyRef, officeRef } from '../../support/journal-fixtures.ts';

/** A no-break space: Swedish groups thousands with it. */
const NBSP = '\u00a0';

const removal = (sent: string[], removed: number, revoked: number): ActivityRecord => ({
  kind: 'removal',
  id: `removal-${sent.length}`,
  at: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:00:01.000Z',
  connection: officeRef,
  status: 'done',
  policyId: 'staff-policy',
  label: 'Staff',
  sent,
  revokeUserEngagement: true,
  result: {
    policyEmails: [],
    removedEmails: sent.slice(0, removed).map((email) => ({
      email,
      revokedLoginsForSelfProvisioning: revoked,
      revokedLoginsForMeetingHost: 0,
      revokedWhitelisting: 0,
      revokeLoginsforConferences: 0,
    })),
  },
});

afterEach(() => speak('en'));

describe('Activity’s words in Swedish', () => {
  it('says what a batch run did: plurals in both forms, thousands grouped', async () => {
    await speak('sv');
    const big = batchRecord('big', {
      status: 'done',
      figures: batchFigures({ created: 1, existing: 1233 }),
      rowCount: 1234,
    });
    expect(recordSummary(big)).toBe(
      `Massimport: 1 skapad, 1${NBSP}233 redan vitlistade, 0 felaktiga, 0 inte skickade (1${NBSP}234 rader från devices.csv)`,
    );
    const one = batchRecord('one', {
      status: 'stopped',
      pageLeft: true,
      figures: batchFigures({ unanswered: 1 }),
      rowCount: 1,
      group: { id: 'run', venues: [officeRef, lobbyRef] },
    });
    expect(recordSummary(one)).toBe(
      'Massimport stoppad när sidan lämnades: 0 skapade, 0 redan vitlistade, 0 felaktiga, 0 inte skickade, 1 skickad, inget svar mottaget (1 rad från devices.csv; en av 2 platser som den skickades till samtidigt)',
    );
    // The CSV: headers and cells in Swedish too.
    expect(exportHeader()).toEqual([
      'Tid',
      'Plats',
      'Organisations-ID',
      'Kontext-ID',
      'Vy',
      'Status',
      'Vad som hände',
      'MAC-adresser',
      'E-postadresser',
      'Post-ID',
      'Begäran-ID:n',
      'Fel',
    ]);
    expect(exportRows([big])[0]?.slice(4, 8)).toEqual([
      'Massimport',
      'Klar',
      recordSummary(big),
      `1${NBSP}234 rader: se händelsens egen CSV`,
    ]);
  });

  it('says what a removal did, and a run to several venues', async () => {
    await speak('sv');
    expect(recordSummary(removal(['a@demo.example'], 1, 1))).toBe(
      'Tog bort 1 av 1 objekt från åtkomstpolicyn Staff (staff-policy); 1 aktiv inloggning avslutad',
    );
    expect(recordSummary(removal(['a@demo.example', 'b@demo.example'], 2, 1))).toBe(
      'Tog bort 2 av 2 objekt från åtkomstpolicyn Staff (staff-policy); 2 aktiva inloggningar avslutade',
    );
    const group = { id: 'run', venues: [officeRef, lobbyRef] };
    const parts: ActivityRecord[] = [
      batchRecord('office', { status: 'done', rowCount: 1, group }),
      batchRecord('lobby', { connection: lobbyRef, status: 'failed', rowCount: 1, group }),
    ];
    expect(runSummary(parts)).toBe(
      'Massimport till 2 platser samtidigt, 1 rad till varje: Office klar, Lobby misslyckades',
    );
  });

  it('heads a day with its weekday and its date as Swedish writes it', async () => {
    await speak('sv');
    const now = new Date(2026, 10, 27, 12);
    expect(dayHeading('2026-11-27', now)).toBe('I dag');
    expect(dayHeading('2026-11-26', now)).toBe('I går');
    expect(dayHeading('2025-11-24', now)).toBe('Måndag 24 nov. 2025');
    await speak('en');
    expect(dayHeading('2025-11-24', now)).toBe('Monday 24 Nov 2025');
  });
});
