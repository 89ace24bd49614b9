// Lists people write, one MAC a line (or several): bullets, numbering, quote markers and chat
// time stamps stripped; the text beside the MAC (`00:1B:63:84:BB:D7 (reception printer)`,
// `… - kiosk`, `Kiosk: …`) is its name; who wrote a chat line is not.
import {
  draftRow,
  emptyDraft,
  explain,
  isBlank,
  macSpots,
  type Draft,
  type MacSpot,
  type ScannedText,
} from './scan.ts';

const BULLETS = new Set([...'•·*-–—>+▪◦‣○●■□➤→']);
/** Separators between a MAC and the name beside it. */
const JOINERS = new Set([...' \t-–—:=,;|>→()[]{}"\'`“”‘’']);

/** A line's start without quote markers, bullets, numbering or a chat time stamp. */
function stripLead(text: string): string {
  let s = text;
  for (let round = 0; round < 4; round++) {
    const before = s;
    s = s.replace(/^\s+/, '');
    while (
      s.length > 0 &&
      BULLETS.has(s[0] ?? '') &&
      (s[1] === ' ' || s[1] === '\t' || BULLETS.has(s[1] ?? ''))
    ) {
      s = s.slice(1).replace(/^\s+/, '');
    }
    s = s.replace(/^\(?(?:\d{1,3}|[a-z])[.)]\s+/i, '');
    s = s.replace(/^\[[^\]]{1,40}\]\s*/, '');
    s = s.replace(/^\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\s+/i, '');
    if (s === before) break;
  }
  return s;
}

const TRAILING = new Set([...' \t.,;:!?-–—=|>→"\'`“”‘’']);

/** Trims joiners from both ends; a bracket left without its pair goes too. */
function trimJoiners(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && JOINERS.has(text[start] ?? '')) start++;
  while (end > start && TRAILING.has(text[end - 1] ?? '')) end--;
  let s = text.slice(start, end);
  const opens = s.split('(').length - 1;
  const closes = s.split(')').length - 1;
  if (closes > opens && s.endsWith(')')) s = s.slice(0, -1);
  if (opens > closes && s.startsWith('(')) s = s.slice(1);
  return s.trim();
}

/** "Lobby TV MAC:" -> "Lobby TV": the words that only say a MAC follows are no name. */
function withoutMacLabel(text: string): string {
  return text
    .replace(
      /\s*(?:wi-?fi\s+|wlan\s+|ethernet\s+)?(?:mac(?:[\s-]?address(?:es)?)?|mac-adress|hw\s?addr(?:ess)?)\s*$/i,
      '',
    )
    .trim();
}

/** A word or two before ':' starting several lines, some without a MAC: who wrote, not a name. */
function speakerPrefixes(scan: ScannedText): Set<string> {
  const seen = new Map<string, { lines: number; withoutMac: number }>();
  for (let i = 0; i < scan.lines.length; i++) {
    const line = stripLead((scan.lines[i] ?? '').slice(0, 200));
    const colon = line.indexOf(':');
    if (colon <= 0 || colon > 40) continue;
    const prefix = line.slice(0, colon).trim();
    if (!/^[\p{L}][\p{L} .'-]*$/u.test(prefix)) continue;
    const entry = seen.get(prefix) ?? { lines: 0, withoutMac: 0 };
    entry.lines++;
    if (!scan.hits[i]) entry.withoutMac++;
    seen.set(prefix, entry);
  }
  const speakers = new Set<string>();
  for (const [prefix, entry] of seen)
    if (entry.lines >= 2 && entry.withoutMac >= 1) speakers.add(prefix);
  return speakers;
}

/** The name a person wrote beside a MAC: after it, or else before it. */
function typedName(line: string, hit: MacSpot, speakers: ReadonlySet<string>): string {
  const after = trimJoiners(line.slice(hit.end, hit.end + 400));
  if (after !== '') return after;
  let before = stripLead(line.slice(Math.max(0, hit.start - 400), hit.start));
  const colon = before.indexOf(':');
  if (colon > 0 && speakers.has(before.slice(0, colon).trim())) before = before.slice(colon + 1);
  return withoutMacLabel(trimJoiners(before));
}

/** The surest a typed list reads (a plain list of MACs). */
export const TYPED_MAX = 0.65;

/** Rows of `macLines` (0-based lines with a MAC, or with only a mistyped one). */
export function typedDraft(scan: ScannedText, macLines: readonly number[]): Draft {
  const speakers = speakerPrefixes(scan);
  const draft = emptyDraft(scan, 'lines', 'typed-list');
  draft.headers = ['MAC address', 'Name'];
  draft.madeUp = [...draft.headers];
  draft.roles = ['mac', 'name'];
  draft.macColumn = 0;
  draft.nameColumn = 1;
  draft.nameSource = 'comment';
  draft.confidence = 0.6;
  draft.latestWins = false;
  let named = 0;
  for (const index of macLines) {
    const line = scan.lines[index] ?? '';
    const hits = macSpots(scan, index, true) ?? [];
    // Several MACs on a line (a slip among them): a row each; the words between name none.
    const single = hits.length === 1;
    for (const hit of hits) {
      const name = single ? typedName(line, hit, speakers) : '';
      if (name !== '') named++;
      const macText = line.slice(hit.start, hit.end);
      draft.rows.push(draftRow(index + 1, [macText, name], hit.mac, macText));
    }
    draft.used[index] = 1;
    explain(draft, scan, index);
  }
  if (named === 0) {
    // Only MACs: a plain list; one column.
    const others = scan.lines.some((line, i) => !scan.hits[i] && !scan.typos[i] && !isBlank(line));
    draft.kind = others ? 'typed-list' : 'mac-list';
    draft.headers = ['MAC address'];
    draft.madeUp = [...draft.headers];
    draft.roles = ['mac'];
    draft.nameColumn = -1;
    draft.nameSource = null;
    draft.confidence = TYPED_MAX;
    for (const row of draft.rows) row.cells = [row.macText];
  }
  return draft;
}
