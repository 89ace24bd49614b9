// The work every recogniser shares, done once: the text's lines and the MACs in each.
import type { ColumnRole, Delimiter, ParseNote } from './types.ts';
import { findMacs, findMistypedMacs, type MacHit, type MistypedMac } from './find-macs.ts';
import type {
  LeftOutReason,
  ListFamily,
  ListKind,
  MacColumnChoice,
  RecognisedRow,
} from './types.ts';

export interface ScannedText {
  /** The lines, without their breaks (CRLF, LF or a lone CR) and without a byte order mark. */
  lines: string[];
  /** The MACs of each line (bare digits only where they stand alone); null when none. */
  hits: Array<MacHit[] | null>;
  /** Lines with at least one MAC. */
  macLines: number;
  /** Of each line without a MAC, what looks like a mistyped one (`aa:bb:cc:dd:ee:0g`); else null. */
  typos: Array<MistypedMac[] | null>;
}

const LINE_BREAK = /\r\n|\r|\n/;

export function scanText(input: string): ScannedText {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  // Splitting at one character is several times faster than at a pattern.
  const lines = text.includes('\r') ? text.split(LINE_BREAK) : text.split('\n');
  const hits: Array<MacHit[] | null> = new Array<MacHit[] | null>(lines.length);
  const typos: Array<MistypedMac[] | null> = new Array<MistypedMac[] | null>(lines.length);
  let macLines = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const found = findMacs(line);
    hits[i] = found.length > 0 ? found : null;
    typos[i] = null;
    if (found.length > 0) {
      macLines++;
      continue;
    }
    const mistyped = findMistypedMacs(line);
    if (mistyped.length > 0) typos[i] = mistyped;
  }
  return { lines, hits, macLines, typos };
}

/**
 * The share of the lines with a MAC that a reading accounts for, 0–1. Lines only it sees (its
 * rows of mistyped MACs among them) count on both sides, so a reading that makes no row of a
 * typo (a table, for one outside it) is not marked down for it.
 */
export function coverage(scan: ScannedText, draft: Draft): number {
  const macLines = scan.macLines + draft.extraMacLines;
  return macLines === 0 ? 0 : Math.min(1, draft.explained / macLines);
}

/**
 * A line (holding a MAC, or a mistyped one) that a reading accounts for: counted as explained,
 * and as a MAC line too when only this reading sees one in it (see coverage).
 */
export function explain(draft: Draft, scan: ScannedText, line: number): void {
  draft.explained++;
  if (!scan.hits[line]) draft.extraMacLines++;
}

/** A MAC where a line holds it: canonical, or '' for a mistyped one. */
export type MacSpot = Pick<MacHit, 'mac' | 'start' | 'end'>;

/** The first mistyped MAC of a cell or field (mac ''), or null. */
export function mistypedIn(text: string): MacSpot | null {
  const found = findMistypedMacs(text, 1)[0];
  return found ? { mac: '', start: found.start, end: found.end } : null;
}

const asSpot = ({ start, end }: MistypedMac): MacSpot => ({ mac: '', start, end });

/**
 * The MACs of a line, or else its mistyped ones (mac ''); null when it has neither. With
 * `slips`, its mistyped ones among its MACs too, left to right (read again: the scan keeps
 * typos only of lines without a MAC).
 */
export function macSpots(scan: ScannedText, line: number, slips = false): MacSpot[] | null {
  const hits = scan.hits[line] ?? null;
  if (!hits) return scan.typos[line]?.map(asSpot) ?? null;
  const typos = slips ? findMistypedMacs(scan.lines[line] ?? '') : [];
  if (typos.length === 0) return hits;
  return [...hits, ...typos.map(asSpot)].sort((a, b) => a.start - b.start);
}

const NON_SPACE = /\S/;
export const isBlank = (line: string) => !NON_SPACE.test(line);

/**
 * One device as a recogniser read it, before merging and the not-a-device check; finish.ts keeps
 * the object as the list's row. `line` is 1-based; `mac` '' for a mistyped MAC (a row to fix).
 */
export type DraftRow = RecognisedRow;

/** Rows seen once share one empty list: finish.ts makes a new one when it merges a row. */
const SEEN_ONCE: number[] = [];

export const draftRow = (line: number, cells: string[], mac: string, macText: string) => ({
  line,
  cells,
  mac,
  macText,
  alsoOn: SEEN_ONCE,
});

/** What a recogniser gives; finish.ts turns the best one into a RecognisedList. */
export interface Draft {
  family: Exclude<ListFamily, 'none'>;
  kind: ListKind;
  delimiter: Delimiter;
  header: boolean;
  headers: string[];
  /** Headings of `headers` the recogniser made up (RecognisedList.madeUp). */
  madeUp: string[];
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
   * MAC on a line of their own), and lines of its rows with a mistyped MAC; counted in
   * `explained` too.
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
    madeUp: [],
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
