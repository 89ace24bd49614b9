// One row model and one CSV layout for a batch run's results (issue 23): Batch import's live
// run and the run Activity reads back give the same rows, and so the same file.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import { rowsToSend } from '../../../src/features/batch/check/rows-to-send.ts';
import type { BatchRun } from '../../../src/features/batch/run/run-model.ts';
import { summarizeResults } from '../../../src/features/batch/results/batch-results.ts';
import { batchActivity } from '../../../src/features/batch/run/batch-activity.ts';
import { planRun } from '../../../src/features/batch/run/plan-run.ts';
import {
  batchRowsSchema,
  ROW_OUTCOMES,
  type BatchRow,
} from '../../../src/journal/journal-record.ts';
import {
  batchCsvHeader,
  batchCsvRows,
  canonicalMacOf,
  macList,
  OUTCOME_ORDER,
  ROW_OUTCOME_WORDS,
  rowOutcomeWords,
  rowsByOutcome,
  unconfirmedSentence,
} from '../../../src/results/batch/batch-rows.ts';
import { csvHeader } from '../../../src/results/outcome.ts';
import { toCsv } from '../../../src/ui/csv.ts';
import { parsedList } from '../../support/parsed-list.ts';
import { office } from '../../support/saved-connections.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const row = (line: number, outcome: BatchRow['outcome'], more: Partial<BatchRow> = {}) => ({
  line,
  mac: `00:11:22:33:44:0${line}`,
  name: `Device ${line}`,
  description: '',
  tags: [],
  outcome,
  reason: '',
  ...more,
});

describe('the batch results row model', () => {
  it('says every recorded outcome in words, and orders them as the tables stand', () => {
    expect(Object.keys(ROW_OUTCOME_WORDS).sort()).toEqual([...ROW_OUTCOMES].sort());
    expect([...OUTCOME_ORDER].sort()).toEqual([...ROW_OUTCOMES].sort());
    expect(OUTCOME_ORDER).toEqual([
      'faulty',
      'unconfirmed',
      'created',
      'existing',
      'unanswered',
      'not-sent',
    ]);
  });

  it('groups rows by outcome, each group in source order', () => {
    const rows = [row(1, 'created'), row(2, 'faulty'), row(3, 'created'), row(4, 'not-sent')];
    const by = rowsByOutcome(rows);
    expect(by.created.map((r) => r.line)).toEqual([1, 3]);
    expect(by.faulty.map((r) => r.line)).toEqual([2]);
    expect(by['not-sent'].map((r) => r.line)).toEqual([4]);
    expect(by.existing).toEqual([]);
  });

  it('looks a maker up only by a MAC that is one, and copies MACs one per line', () => {
    expect(canonicalMacOf({ mac: 'AC:DE:48:00:11:22' })).toBe('AC:DE:48:00:11:22');
    expect(canonicalMacOf({ mac: '+46 desk phone' })).toBeNull();
    expect(canonicalMacOf({ mac: 'ac:de:48:00:11:22' })).toBeNull();
    expect(canonicalMacOf({ mac: 'AC:DE:48:00:11' })).toBeNull();
    expect(macList([row(1, 'created'), { mac: 'nope' }])).toBe('00:11:22:33:44:01\nnope');
  });

  it('says of not-confirmed rows what is known, in the number they are', () => {
    expect(unconfirmedSentence(1)).toBe(
      "The server's answer did not mention this row, so whether it was stored is not known. Sending it again is safe: what the server already holds comes back already whitelisted and counts as created.",
    );
    expect(unconfirmedSentence(2)).toMatch(/^The server's answer did not mention these rows, so/);
  });
});

describe('the batch results CSV', () => {
  it('has one header: row, MAC, maker, name, description, tags, outcome, reason, entry ID', () => {
    expect(toCsv(batchCsvHeader(), []).split('\r\n')[0]).toBe(
      'Row,MAC,Maker,Name,Description,Tags,Outcome,Reason,Entry ID',
    );
  });

  it('writes each row under it, formulas neutralised, no maker for what is no MAC', () => {
    const rows = [
      row(2, 'created', { name: '+Lobby', tags: ['a', 'b'], id: 'ID-1' }),
      row(3, 'faulty', { mac: 'nope', name: '=x', reason: 'Name may not contain: =' }),
    ];
    const makerOf = (mac: string) => (mac === '00:11:22:33:44:02' ? 'Maker & Co' : '?');
    expect(toCsv(batchCsvHeader(), batchCsvRows(rows, makerOf)).split('\r\n')).toEqual([
      'Row,MAC,Maker,Name,Description,Tags,Outcome,Reason,Entry ID',
      '2,00:11:22:33:44:02,Maker & Co,\'+Lobby,,"a; b",Created,,ID-1',
      "3,nope,,'=x,,,Faulty,Name may not contain: =,",
      '',
    ]);
  });

  it('is the same file from Batch import’s live run and from the run Activity reads back', () => {
    const parsed = parsedList({
      rows: [
        '00:11:22:33:44:01,Printer,Front desk,lobby;printer',
        'ac-de-48-00-11-22,Kiosk',
        '00:11:22:33:44:03,Bad!name',
        '00:11:22:33:44:01,Again',
      ].join('\n'),
    });
    const check = checkRows(parsed, {
      roles: parsed.roles,
      edits: {},
      excluded: [],
      extraTags: ['event'],
      mode: 'create',
    });
    let n = 0;
    const planned = planRun(
      rowsToSend(check, false),
      { autoGenerateTags: false, autoGenerateDateTag: false, toDate: '2026-12-31', chunkSize: 5 },
      () => `ID-${++n}`,
    );
    const run: BatchRun = {
      ...planned,
      chunks: planned.chunks.map((chunk) => ({ ...chunk, state: 'done' })),
      outcomes: { 0: { kind: 'created', id: 'ID-1' }, 1: { kind: 'existing' } },
    };
    const live = summarizeResults(check, run).rows;
    const { rows: recorded } = batchActivity({
      run,
      rows: check.rows,
      connection: { ...office, apiKey: 'key' },
      id: 'r',
    });
    // What Activity reads: the rows as stored, parsed back.
    const readBack = batchRowsSchema.parse(JSON.parse(JSON.stringify(recorded)));
    const makerOf = (mac: string) => `maker of ${mac}`;
    const fromLive = toCsv(batchCsvHeader(), batchCsvRows(live, makerOf));
    expect(toCsv(batchCsvHeader(), batchCsvRows(readBack, makerOf))).toBe(fromLive);
    expect(fromLive.split('\r\n')).toEqual([
      'Row,MAC,Maker,Name,Description,Tags,Outcome,Reason,Entry ID',
      '1,00:11:22:33:44:01,maker of 00:11:22:33:44:01,Printer,Front desk,"lobby; printer; event",Created,,ID-1',
      '2,AC:DE:48:00:11:22,maker of AC:DE:48:00:11:22,Kiosk,,event,Already whitelisted,,',
      '3,00:11:22:33:44:03,maker of 00:11:22:33:44:03,Bad!name,,event,Not sent,Name may not contain: !,',
      '4,00:11:22:33:44:01,maker of 00:11:22:33:44:01,Again,,event,Not sent,Same device as row 1: that row is the one sent.,',
      '',
    ]);
  });
});

describe('the results in Swedish', () => {
  it('has Swedish CSV columns, outcome words and sentences, a plural in both forms', async () => {
    await speak('sv');
    try {
      expect(toCsv(batchCsvHeader(), []).split('\r\n')[0]).toBe(
        'Rad,MAC,Tillverkare,Namn,Beskrivning,Taggar,Utfall,Orsak,Post-ID',
      );
      expect(csvHeader()).toEqual([
        'status',
        'e-postadress',
        'Självregistrering',
        'Mötesvärd',
        'Vitlistning',
        'Konferenser',
        'anteckning',
      ]);
      expect(rowOutcomeWords('existing')).toBe('Redan vitlistade');
      expect(
        batchCsvRows([row(1, 'existing')], () => 'Tillverkare AB').map((cells) => cells[6]),
      ).toEqual(['Redan vitlistade']);
      expect(unconfirmedSentence(1)).toMatch(
        /^Serverns svar nämnde inte den här raden, så det är okänt om den sparades\./,
      );
      expect(unconfirmedSentence(2)).toMatch(
        /^Serverns svar nämnde inte de här raderna, så det är okänt om de sparades\./,
      );
    } finally {
      await speak('en');
    }
  });
});
