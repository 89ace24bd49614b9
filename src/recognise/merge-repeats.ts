// The same device on several lines (issue 23): lines that agree become one row, and the list says
// which lines repeat which and which values were kept. A line that gives the device another name
// is no repeat: it stays a row of its own, which the check marks as a duplicate to choose from.
// Linear: one map lookup per row, and per repeat one per field it fills or disagrees on.
import type { DraftRow } from './scan.ts';
import {
  ALSO_ON_KEPT,
  REPEAT_LINES_KEPT,
  REPEATS_KEPT,
  type ColumnRole,
  type KeptValue,
  type Repeat,
} from './types.ts';

export interface MergeLayout {
  macColumn: number;
  /** -1 when the list has no names. */
  nameColumn: number;
  roles: readonly ColumnRole[];
  /** A later line's values replace the row's (a lease file's last entry is the current one). */
  latestWins: boolean;
}

export interface MergedRows {
  rows: DraftRow[];
  merged: { rows: number; devices: number };
  repeats: Repeat[];
  namedAgain: { rows: number; devices: number };
}

/** One value of a field over a row's lines: where it was first seen, and on how many lines. */
interface Seen {
  line: number;
  lines: number;
}

/** What a row took from its repeats (maps made when first needed: most rows need none). */
interface Taken {
  count: number;
  /** By column, for the fields a person sends: every value seen, once a repeat filled or differed. */
  values: Map<number, Map<string, Seen>> | null;
  /** By column, before `values` has it: repeats whose value equals the row's. */
  agreeing: Map<number, number> | null;
  /** By column: the line the row's value now comes from, where not its own. */
  from: Map<number, number> | null;
}

type SentField = KeptValue['field'];
const sentField = (role: ColumnRole | undefined): SentField | null =>
  role === 'name' || role === 'description' || role === 'tags' ? role : null;

/**
 * `drafts` in order, not-devices already taken out; rows with a mistyped MAC (mac '') pass as
 * they are. A row repeats the device's first row when no name of theirs differs (a line without
 * a name repeats a named one, and gives its name to an unnamed one); under a name of its own, it
 * repeats the earlier row of that name, or is a row of its own.
 */
export function mergeRepeats(drafts: readonly DraftRow[], layout: MergeLayout): MergedRows {
  const { nameColumn } = layout;
  const rows: DraftRow[] = [];
  const firstOf = new Map<string, number>();
  // Rows of a device under a name other than its first row's: by MAC, then by name.
  const otherNames = new Map<string, Map<string, number>>();
  const taken = new Map<number, Taken>();
  const mergedMacs = new Set<string>();
  const namedAgainMacs = new Set<string>();
  let mergedRows = 0;
  let namedAgainRows = 0;

  for (const draft of drafts) {
    if (draft.mac === '') {
      rows.push(draft);
      continue;
    }
    const first = firstOf.get(draft.mac);
    if (first === undefined) {
      firstOf.set(draft.mac, rows.length);
      rows.push(draft);
      continue;
    }
    let target = first;
    const name = nameColumn >= 0 ? (draft.cells[nameColumn] ?? '') : '';
    const firstName = nameColumn >= 0 ? (rows[first]?.cells[nameColumn] ?? '') : '';
    if (name !== '' && firstName !== '' && name !== firstName) {
      let named = otherNames.get(draft.mac);
      const earlier = named?.get(name);
      if (earlier === undefined) {
        if (!named) {
          named = new Map();
          otherNames.set(draft.mac, named);
        }
        named.set(name, rows.length);
        namedAgainRows++;
        namedAgainMacs.add(draft.mac);
        rows.push(draft);
        continue;
      }
      target = earlier;
    }
    const row = rows[target];
    if (!row) continue;
    let took = taken.get(target);
    if (!took) {
      took = { count: 0, values: null, agreeing: null, from: null };
      taken.set(target, took);
    }
    mergedRows++;
    mergedMacs.add(draft.mac);
    absorb(row, draft, took, layout);
  }

  const repeats: Repeat[] = [];
  for (let i = 0; i < rows.length && repeats.length < REPEATS_KEPT; i++) {
    const took = taken.get(i);
    const row = rows[i];
    if (took && row) repeats.push(repeatOf(row, took, layout));
  }
  return {
    rows,
    merged: { rows: mergedRows, devices: mergedMacs.size },
    repeats,
    namedAgain: { rows: namedAgainRows, devices: namedAgainMacs.size },
  };
}

/** A repeat made part of its row: its line remembered, its values where the row has none. */
function absorb(row: DraftRow, repeat: DraftRow, took: Taken, layout: MergeLayout): void {
  took.count++;
  // A new list: rows seen once share one empty list (scan.ts).
  if (row.alsoOn.length < ALSO_ON_KEPT) row.alsoOn = [...row.alsoOn, repeat.line];
  const cells = repeat.cells;
  for (let c = 0; c < cells.length; c++) {
    const value = cells[c] ?? '';
    if (value === '' || c === layout.macColumn) continue;
    const current = row.cells[c] ?? '';
    const field = sentField(layout.roles[c]);
    if (field !== null) {
      const values = took.values?.get(c);
      if (values) {
        count(values, value, repeat.line);
      } else if (value === current) {
        took.agreeing ??= new Map();
        took.agreeing.set(c, (took.agreeing.get(c) ?? 0) + 1);
      } else {
        took.values ??= new Map();
        took.values.set(c, startValues(row, c, current, took, value, repeat.line));
      }
    }
    if (value === current) continue;
    if (current === '' || layout.latestWins) {
      row.cells[c] = value;
      took.from ??= new Map();
      took.from.set(c, repeat.line);
    }
  }
}

function count(values: Map<string, Seen>, value: string, line: number): void {
  const seen = values.get(value);
  if (seen) seen.lines++;
  else values.set(value, { line, lines: 1 });
}

/** A field's values once a repeat fills or differs: the row's own (with those that agreed) first. */
function startValues(
  row: DraftRow,
  column: number,
  current: string,
  took: Taken,
  value: string,
  line: number,
): Map<string, Seen> {
  const values = new Map<string, Seen>();
  if (current !== '') {
    values.set(current, { line: row.line, lines: 1 + (took.agreeing?.get(column) ?? 0) });
  }
  count(values, value, line);
  return values;
}

function repeatOf(row: DraftRow, took: Taken, layout: MergeLayout): Repeat {
  const kept: KeptValue[] = [];
  for (const [column, values] of took.values ?? []) {
    const field = sentField(layout.roles[column]);
    if (field === null) continue;
    const value = row.cells[column] ?? '';
    const items: KeptValue['dropped']['items'] = [];
    let dropped = 0;
    for (const [other, seen] of values) {
      if (other === value) continue;
      dropped += seen.lines;
      if (items.length < REPEAT_LINES_KEPT)
        items.push({ line: seen.line, value: other, lines: seen.lines });
    }
    const line = took.from?.get(column) ?? row.line;
    kept.push({ field, value, line, dropped: { count: dropped, items } });
  }
  kept.sort((a, b) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field]);
  return { line: row.line, mac: row.mac, count: took.count, lines: row.alsoOn, kept };
}

const FIELD_ORDER: Record<SentField, number> = { name: 0, description: 1, tags: 2 };
