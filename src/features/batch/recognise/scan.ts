// The work every recogniser shares, done once: the text's lines and the MACs in each.
import type { ColumnRole, Delimiter, ParseNote } from '../model.ts';
import { findMacs, type MacHit } from './find-macs.ts';
import type { LeftOutReason, ListFamily, ListKind, MacColumnChoice } from './types.ts';

export interface ScannedText {
  /** The lines, without their breaks (CRLF, LF or a lone CR) and without a byte order mark. */
  lines: string[];
  /** The MACs of each line (bare digits only where they stand alone); null when none. */
  hits: Array<MacHit[] | null>;
  /** Lines with at least one MAC. */
  macLines: number;
}

const LINE_BREAK = /\r\n|\r|\n/;

export function scanText(input: string): ScannedText {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  const lines = text.split(LINE_BREAK);
  const hits: Array<MacHit[] | null> = new Array<MacHit[] | null>(lines.length);
  let macLines = 0;
  for (let i = 0; i < lines.length; i++) {
    const found = findMacs(lines[i] ?? '');
    hits[i] = found.length > 0 ? found : null;
    if (found.length > 0) macLines++;
  }
  return { lines, hits, macLines };
}

const NON_SPACE = /\S/;
export const isBlank = (line: string) => !NON_SPACE.test(line);

/** One device as a recogniser read it, before merging and the not-a-device check. */
export interface DraftRow {
  /** 1-based source line. */
  line: number;
  cells: string[];
  /** Canonical. */
  mac: string;
  macText: string;
}

/** What a recogniser gives; finish.ts turns the best one into a RecognisedList. */
export interface Draft {
  family: Exclude<ListFamily, 'none'>;
  kind: ListKind;
  delimiter: Delimiter;
  header: boolean;
  headers: string[];
  roles: ColumnRole[];
  macColumn: number;
  /** -1 when there is none. */
  nameColumn: number;
  /** The field or heading names come from, as the sentence says it; 'comment' for typed lists. */
  nameSource: string | null;
  rows: DraftRow[];
  /** By 0-based line: 1 when the line is part of the list (a row, a header, a block's body). */
  used: Uint8Array;
  /** Lines with a MAC that this reading accounts for (rows, other MAC columns of a row). */
  explained: number;
  /**
   * Lines with a MAC that only this reading sees (twelve bare digits in a MAC column are no
   * MAC on a line of their own); counted in `explained` too.
   */
  extraMacLines: number;
  /** How sure the shape is, 0–1: a header that names a MAC column is surer than a guess. */
  confidence: number;
  notes: ParseNote[];
  macColumns: MacColumnChoice | null;
  columnsOmitted: number;
  /** Reasons for lines left out other than the default ('no-mac' / 'mistyped-mac'). */
  why: Map<number, LeftOutReason>;
  /**
   * When a device is seen again, whether the later sighting's values win (a lease file's last
   * entry is the current one) or the first's (a typed list says it first, then repeats).
   */
  latestWins: boolean;
}

export function emptyDraft(
  scan: ScannedText,
  family: Exclude<ListFamily, 'none'>,
  kind: ListKind,
): Draft {
  return {
    family,
    kind,
    delimiter: 'list',
    header: false,
    headers: [],
    roles: [],
    macColumn: 0,
    nameColumn: -1,
    nameSource: null,
    rows: [],
    used: new Uint8Array(scan.lines.length),
    explained: 0,
    extraMacLines: 0,
    confidence: 0,
    notes: [],
    macColumns: null,
    columnsOmitted: 0,
    why: new Map(),
    latestWins: true,
  };
}

/** Roles for headers: 'mac' and 'name' where given, 'ignore' elsewhere. */
export function rolesFor(count: number, macColumn: number, nameColumn: number): ColumnRole[] {
  return Array.from({ length: count }, (_, i) =>
    i === macColumn ? 'mac' : i === nameColumn ? 'name' : 'ignore',
  );
}
