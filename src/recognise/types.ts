// What recognising pasted text or a file gives: a ParsedList that check-rows.ts reads
// as it reads any other, plus what the preview says about it ("What was understood"). The
// recognisers run in the parse worker, where no language is active: they give facts (counts,
// lines, kinds), and the page words them in the language in use (batch/preview/understood-words.ts).

/** How the text was split into cells; 'list' = a bare list of MACs (one cell per row). */
export type Delimiter = ',' | ';' | '\t' | 'list';

/**
 * What a column holds. The parser gives each role but 'ignore' to at most one column; when a
 * person gives one role to two columns, the first of them counts.
 */
export const COLUMN_ROLES = ['mac', 'name', 'description', 'tags', 'ignore'] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export interface ParsedRow {
  /** 1-based line of the source text where the row starts (a quoted cell may span lines). */
  line: number;
  /** Cells as written, trimmed; quotes of quoted cells removed. May be shorter than columnCount. */
  cells: string[];
  /** The MAC the reader found, canonical ('' for a mistyped one), when it read one. */
  mac?: string;
  /** The text that MAC was read from (the MAC cell as it was read). */
  macText?: string;
}

/** Something the parser noticed that a person should hear (an unclosed quote, say). */
export interface ParseNote {
  line: number;
  /**
   * 'unclosed-quote': a quote opened on `line` is never closed; 'stray-quote': a quote inside
   * a quoted cell is neither doubled nor at the cell's end; 'unreadable': the text could not be
   * read at all (a bug), `detail` the error's own words.
   */
  kind: 'unclosed-quote' | 'stray-quote' | 'unreadable';
  detail?: string;
}

export interface ParsedList {
  delimiter: Delimiter;
  /** Whether the first row was a header row (then it is not among `rows`). */
  header: boolean;
  /** The header cells as written; [] without a header. */
  headers: string[];
  /** The widest row (or header); 1 for a bare list. */
  columnCount: number;
  /** The mapping the parser chose: from the header, else mac, name, description, tags, ignore… */
  roles: ColumnRole[];
  /** Data rows; rows whose cells are all blank are skipped (their lines still count). */
  rows: ParsedRow[];
  notes: ParseNote[];
}

/**
 * The family of text the winning recogniser reads (DESIGN.md: one recogniser per family):
 * 'table' = delimited with a header (CSV, TSV, `;`); 'command' = space-aligned command output
 * with a header row; 'lines' = a MAC somewhere in each line (typed lists, lease files whose
 * fields stand at fixed positions, `arp -a`); 'blocks' = key-value blocks (lease blocks, JSON
 * objects, XML elements, stanzas); 'none' = no device list found.
 */
export type ListFamily = 'table' | 'command' | 'lines' | 'blocks' | 'none';

/** What the text looks like, for the sentence "Looks like …". */
export type ListKind =
  | 'dhcp-leases'
  | 'arp-table'
  | 'mac-address-table'
  | 'inventory'
  | 'typed-list'
  | 'mac-list'
  | 'table'
  | 'command-output'
  | 'records'
  | 'unknown';

export interface RecognisedRow extends ParsedRow {
  /**
   * The device's MAC, canonical (AA:BB:CC:DD:EE:FF); '' when the MAC is mistyped: the row stays,
   * so a person can fix it in the preview (check-rows marks it invalid).
   */
  mac: string;
  /**
   * The MAC as written in the source (`0:1b:63:a:b:c`, `001b63-84bb06`, `aa:bb:cc:dd:ee:0g`);
   * also the MAC cell's content, so the preview shows the notation that was pasted.
   */
  macText: string;
  /** Other lines the same device was seen on, merged into this row (first 20). */
  alsoOn: number[];
}

/** Why a non-blank line is not a row. */
export type LeftOutReason =
  /** No MAC address in it (greetings, prompts, headers of other sections, totals). */
  | 'no-mac'
  /**
   * Something shaped like a MAC that is none (`aa:bb:cc:dd:ee:0g`, mixed separators), where the
   * list has no row for it: outside the table, not in its MAC column, or no list was found.
   */
  | 'mistyped-mac'
  /** A MAC, but outside the list that was recognised. */
  | 'outside'
  /** A row of the list whose MAC column is empty, with a MAC in another one (Bluetooth only). */
  | 'other-mac-column';

export interface LeftOutLine {
  line: number;
  /** The line as written, at most LEFT_OUT_TEXT_MAX characters. */
  text: string;
  why: LeftOutReason;
}

export interface NotDevice {
  line: number;
  mac: string;
  reason: 'broadcast' | 'multicast' | 'all-zero';
}

/** When the text has several MAC columns (Wi-Fi, Ethernet, Bluetooth): which one is used. */
export interface MacColumnChoice {
  /** Column indexes (into headers/cells) that hold MAC addresses, with their headings. */
  columns: Array<{ column: number; heading: string }>;
  /** The column used (an index into headers/cells). */
  chosen: number;
  /**
   * Why it is used: 'chosen' in the mapping, 'wifi' (the Wi-Fi address, as this is a guest
   * Wi-Fi whitelist), 'no-wifi' (no Wi-Fi address column was found).
   */
  why: 'chosen' | 'wifi' | 'no-wifi';
}

/** One action that makes every name acceptable by replacing the characters the API refuses. */
export interface NameFix {
  replacements: Array<{ from: string; to: string }>;
  /** Indexes into rows whose name changes. */
  rows: number[];
  /** Each of those rows' name after the fix, in the order of `rows`. */
  names: string[];
  /** A few names before and after, for the preview. */
  examples: Array<{ before: string; after: string }>;
}

/** A field of a merged row whose lines disagree, or whose value one of its repeats gave. */
export interface KeptValue {
  /** The field's role as the list maps it: 'name', 'description' or 'tags'. */
  field: Exclude<ColumnRole, 'mac' | 'ignore'>;
  /** The value the row holds, and the line it comes from. */
  value: string;
  line: number;
  /**
   * The field's other values, which the row does not hold: on how many lines in all, and the
   * first REPEAT_LINES_KEPT of them, each with the first line it is on and its number of lines.
   */
  dropped: { count: number; items: Array<{ line: number; value: string; lines: number }> };
}

/** A device seen on several lines that agree, made one row (finish.ts). */
export interface Repeat {
  /** The row's line (where the device was first seen) and its MAC. */
  line: number;
  mac: string;
  /** Lines merged into the row: how many, exactly, and the first REPEAT_LINES_KEPT of them. */
  count: number;
  lines: number[];
  /**
   * Fields with a value from a repeat, or with a repeat's value not kept. In words: "Line 9
   * and line 14 repeat line 3 (AA:BB:CC:DD:EE:FF): its description …".
   */
  kept: KeptValue[];
}

/** What the sentence "Looks like a DHCP lease file: 4 devices, …" says, as facts. */
export interface UnderstoodFacts {
  found: true;
  family: ListFamily;
  kind: ListKind;
  /** Devices, rows with a mistyped MAC among them (a device under a second name counts once). */
  devices: number;
  /** Rows whose MAC is mistyped, kept for the person to fix. */
  mistypedRows: number;
  nameSource: string | null;
  /** Left out, by reason. */
  noMac: number;
  /** Lines with a mistyped MAC that no row holds. */
  mistyped: number;
  outside: number;
  /** Rows whose MAC column is empty while another MAC column holds one. */
  otherColumn: number;
  /** The MAC column's heading, for "no address in the "Wi-Fi MAC Address" column". */
  macHeading: string | null;
  mergedRows: number;
  mergedDevices: number;
  /** Rows of a device already listed under another name (kept as rows). */
  namedAgainRows: number;
  notDevices: number;
}

/** Text without devices: `lines` non-blank lines, `mistyped` of them with a mistyped MAC. */
export interface NothingFound {
  found: false;
  lines: number;
  mistyped: number;
}

export interface RecognisedList extends ParsedList {
  family: ListFamily;
  kind: ListKind;
  /** For "Looks like a DHCP lease file: 4 devices, names from the host name field; …". */
  understood: UnderstoodFacts | NothingFound;
  /**
   * One row per device. Family 'table' keeps its delimiter; the other families have no cell
   * delimiter and say 'list' (tags in a cell are split on `;` or `|`).
   */
  delimiter: Delimiter;
  /** One per device, and one per mistyped MAC (never merged, never "not a device"). */
  rows: RecognisedRow[];
  roles: ColumnRole[];
  /** Non-blank lines that are not rows: the total, and the first LEFT_OUT_KEPT of them. */
  leftOut: { count: number; lines: LeftOutLine[] };
  /** Sightings merged into an earlier row of the same device: rows removed, devices affected. */
  merged: { rows: number; devices: number };
  /**
   * Each device whose row took repeats, in the order of the rows (the first REPEATS_KEPT of
   * merged.devices): which lines repeat which, and which values were kept.
   */
  repeats: Repeat[];
  /**
   * Rows of a device already listed under another name: never merged, they stay rows of their
   * own, which the check marks as duplicates to choose from.
   */
  namedAgain: { rows: number; devices: number };
  /** Broadcast, multicast and all-zero addresses: never devices, never rows (first NOT_DEVICES_KEPT). */
  notDevices: { count: number; items: NotDevice[] };
  macColumns: MacColumnChoice | null;
  /** Where names come from: a heading or field name, 'comment' (typed lists), or null. */
  nameSource: string | null;
  /**
   * Headings the recogniser gave columns or fields the text does not name (a typed list's "MAC
   * address", a lease line's "host name", nmap's "Host name"): written in English here, worded
   * in the language in use on the page. Every other heading is the text's own.
   */
  madeUp: string[];
  /** Offered when names fail only on characters the API refuses (batch character set). */
  nameFix: NameFix | null;
  /**
   * Columns of the source beyond those kept (COLUMNS_KEPT plus the MAC and name columns):
   * "and 19,950 more columns". `columnCount` counts the kept columns only.
   */
  columnsOmitted: number;
  /** How well the winning recogniser explained the text (0–1); for tests and diagnostics. */
  score: number;
  notes: ParseNote[];
}

export interface RecogniseOptions {
  /**
   * Use this column (an index into the headers of a previous result of the same text) as the
   * MAC column, as when a person picks Ethernet instead of Wi-Fi in the mapping.
   */
  macColumn?: number;
  /** Read the text as this family, whatever scores best. */
  family?: Exclude<ListFamily, 'none'>;
}

/** Columns kept in rows and the mapping; more are counted in `columnsOmitted`. */
export const COLUMNS_KEPT = 50;
/** Left-out lines kept for "show them"; all are counted. */
export const LEFT_OUT_KEPT = 1000;
export const LEFT_OUT_TEXT_MAX = 300;
export const NOT_DEVICES_KEPT = 1000;
/** Lines merged into a row that the row remembers. */
export const ALSO_ON_KEPT = 20;
/** Devices with repeats described in `repeats`; all are counted in `merged`. */
export const REPEATS_KEPT = 1000;
/** Lines, and values not kept, that a Repeat lists; all are counted. */
export const REPEAT_LINES_KEPT = ALSO_ON_KEPT;
