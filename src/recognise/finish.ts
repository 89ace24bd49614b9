// From the winning recogniser's draft to the list the preview shows: addresses that are no
// device taken out (docs/decisions.md "Batch add"), lines that repeat a device made one row
// (merge-repeats.ts), mistyped MACs kept as rows to fix, placeholder names blanked, left-out
// lines listed, and the facts of the sentence counted (the page words them).
import { macFacts } from '../api/normalize.ts';
import { cleanName, suggestNameFix } from './names.ts';
import { mergeRepeats } from './merge-repeats.ts';
import { coverage, isBlank, type Draft, type DraftRow, type ScannedText } from './scan.ts';
import {
  LEFT_OUT_KEPT,
  LEFT_OUT_TEXT_MAX,
  NOT_DEVICES_KEPT,
  type LeftOutLine,
  type NotDevice,
  type RecognisedList,
  type UnderstoodFacts,
} from './types.ts';

/** Why a MAC is no device, or null for an ordinary one (randomized addresses are devices). */
export function notDeviceReason(mac: string): NotDevice['reason'] | null {
  // An ordinary device: an even first octet other than 00 (the common case, decided at once).
  const second = mac.charCodeAt(1);
  const odd = ((second <= 57 ? second - 48 : second - 55) & 1) === 1;
  if (!odd && !mac.startsWith('00')) return null;
  const facts = macFacts(mac);
  if (facts.broadcast) return 'broadcast';
  if (facts.allZero) return 'all-zero';
  if (facts.multicast) return 'multicast';
  return null;
}

export function finish(scan: ScannedText, draft: Draft): RecognisedList {
  const devices: DraftRow[] = [];
  const notDevices: NotDevice[] = [];
  let notDeviceCount = 0;
  let mistypedRows = 0;
  for (const draftRow of draft.rows) {
    const cells = draftRow.cells;
    if (draft.nameColumn >= 0 && draft.nameColumn < cells.length) {
      cells[draft.nameColumn] = cleanName(cells[draft.nameColumn] ?? '');
    }
    if (draftRow.mac === '') {
      // A mistyped MAC: a row of its own to fix, as written; no device to merge or refuse yet.
      mistypedRows++;
      devices.push(draftRow);
      continue;
    }
    const reason = notDeviceReason(draftRow.mac);
    if (reason) {
      notDeviceCount++;
      if (notDevices.length < NOT_DEVICES_KEPT) {
        notDevices.push({ line: draftRow.line, mac: draftRow.mac, reason });
      }
      continue;
    }
    devices.push(draftRow);
  }
  // A lease file's later entry is the device's current lease: its values win. Elsewhere (a
  // spreadsheet, an inventory, command output) the first row stays as it is, as the preview's
  // "same device as row 2" says, and only fills in what it lacks.
  const { rows, merged, repeats, namedAgain } = mergeRepeats(devices, {
    macColumn: draft.macColumn,
    nameColumn: draft.nameColumn,
    roles: draft.roles,
    latestWins: draft.latestWins && draft.kind === 'dhcp-leases',
  });

  const leftOut: LeftOutLine[] = [];
  let noMac = 0;
  let mistyped = 0;
  let outside = 0;
  let otherColumn = 0;
  for (let i = 0; i < scan.lines.length; i++) {
    if (draft.used[i]) continue;
    const text = scan.lines[i] ?? '';
    if (isBlank(text)) continue;
    const why =
      draft.why.get(i) ?? (scan.hits[i] ? 'outside' : scan.typos[i] ? 'mistyped-mac' : 'no-mac');
    if (why === 'no-mac') noMac++;
    else if (why === 'mistyped-mac') mistyped++;
    else if (why === 'other-mac-column') otherColumn++;
    else outside++;
    if (leftOut.length < LEFT_OUT_KEPT) {
      leftOut.push({ line: i + 1, text: text.slice(0, LEFT_OUT_TEXT_MAX), why });
    }
  }

  const nameColumn = draft.nameColumn;
  const names = nameColumn >= 0 ? rows.map((row) => row.cells[nameColumn] ?? '') : [];
  const nameSource = nameColumn >= 0 && names.some((name) => name !== '') ? draft.nameSource : null;
  const family = draft.family;
  const understood: UnderstoodFacts = {
    found: true,
    family,
    kind: draft.kind,
    // A device under a second name is one device on two rows: the sentence says so apart.
    devices: rows.length - namedAgain.rows,
    mistypedRows,
    nameSource,
    noMac,
    mistyped,
    outside,
    otherColumn,
    macHeading: draft.headers[draft.macColumn] ?? null,
    mergedRows: merged.rows,
    mergedDevices: merged.devices,
    namedAgainRows: namedAgain.rows,
    notDevices: notDeviceCount,
  };
  return {
    family,
    kind: draft.kind,
    understood,
    delimiter: draft.delimiter,
    header: draft.header,
    headers: draft.headers,
    columnCount: draft.roles.length,
    roles: draft.roles,
    rows,
    notes: draft.notes,
    leftOut: { count: noMac + mistyped + outside + otherColumn, lines: leftOut },
    merged,
    repeats,
    namedAgain,
    notDevices: { count: notDeviceCount, items: notDevices },
    macColumns: draft.macColumns,
    nameSource,
    madeUp: draft.madeUp,
    nameFix: nameColumn >= 0 ? suggestNameFix(names) : null,
    columnsOmitted: draft.columnsOmitted,
    score: coverage(scan, draft) * draft.confidence,
  };
}

/** The list for text in which no recogniser found a device. */
export function nothingFound(scan: ScannedText): RecognisedList {
  const leftOut: LeftOutLine[] = [];
  let nonBlank = 0;
  let mistyped = 0;
  for (let i = 0; i < scan.lines.length; i++) {
    const text = scan.lines[i] ?? '';
    if (isBlank(text)) continue;
    nonBlank++;
    const why = scan.typos[i] ? 'mistyped-mac' : 'no-mac';
    if (why === 'mistyped-mac') mistyped++;
    if (leftOut.length < LEFT_OUT_KEPT) {
      leftOut.push({ line: i + 1, text: text.slice(0, LEFT_OUT_TEXT_MAX), why });
    }
  }
  return {
    family: 'none',
    kind: 'unknown',
    understood: { found: false, lines: nonBlank, mistyped },
    delimiter: 'list',
    header: false,
    headers: [],
    columnCount: 0,
    roles: [],
    rows: [],
    notes: [],
    leftOut: { count: nonBlank, lines: leftOut },
    merged: { rows: 0, devices: 0 },
    repeats: [],
    namedAgain: { rows: 0, devices: 0 },
    notDevices: { count: 0, items: [] },
    macColumns: null,
    nameSource: null,
    madeUp: [],
    nameFix: null,
    columnsOmitted: 0,
    score: 0,
  };
}
