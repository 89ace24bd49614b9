// "What was understood", in words: the recognisers run in the parse worker, where no language
// is active, and give facts (counts, lines, kinds); these put them in words in the language in
// use, when the preview is drawn, so a language chosen after a paste changes them too.
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { formatCount, formatList } from '../../../lib/format.ts';
import type {
  KeptValue,
  LeftOutReason,
  ListKind,
  MacColumnChoice,
  NameFix,
  NotDevice,
  NothingFound,
  ParseNote,
  RecognisedList,
  Repeat,
  UnderstoodFacts,
} from '../../../recognise/types.ts';

const KIND_PHRASES: Record<ListKind, MessageDescriptor> = {
  'dhcp-leases': msg`a DHCP lease file`,
  'arp-table': msg`an ARP (neighbour) table`,
  'mac-address-table': msg`a switch's MAC address table`,
  inventory: msg`a device inventory export`,
  'typed-list': msg`a typed list of MAC addresses`,
  'mac-list': msg`a list of MAC addresses`,
  table: msg`a table`,
  'command-output': msg`command output`,
  records: msg`a file of device records`,
  unknown: msg`text`,
};

/** The headings a recogniser makes up (RecognisedList.madeUp), as it writes them. */
const MADE_UP: Record<string, MessageDescriptor> = {
  'MAC address': msg`MAC address`,
  Name: msg`Name`,
  'host name': msg`host name`,
  'Host name': msg`Host name`,
  'IP address': msg`IP address`,
  interface: msg`interface`,
  'hardware type': msg`hardware type`,
  state: msg`state`,
  'expiry time': msg`expiry time`,
  'client ID': msg`client ID`,
  'record key': msg`record key`,
};

const FIELD_NUMBER = /^field (\d+)$/;

/**
 * A heading as the page shows it: the text's own as written, one the recogniser made up
 * ("host name", "field 3") in the language in use.
 */
export function headingWords(list: Pick<RecognisedList, 'madeUp'>, heading: string): string {
  if (!list.madeUp.includes(heading)) return heading;
  const known = MADE_UP[heading];
  if (known) return i18n._(known);
  const number = FIELD_NUMBER.exec(heading)?.[1];
  return number === undefined ? heading : t`field ${number}`;
}

/** The sentence for text without devices. */
function nothingSentence({ lines, mistyped }: NothingFound): string {
  if (lines === 0) return t`There is nothing to read yet: paste or drop a list of devices.`;
  const found = plural(lines, {
    one: 'no MAC address was found in # line',
    other: 'no MAC address was found in # lines',
  });
  if (mistyped === 0) return t`This does not look like a list of devices: ${found}.`;
  const typo = plural(mistyped, {
    one: '# line holds something like a mistyped MAC address',
    other: '# lines hold something like a mistyped MAC address',
  });
  return t`This does not look like a list of devices: ${found}; ${typo}.`;
}

/** Where the names come from: "no names", "names from the Device name column"… */
function namesPhrase(facts: UnderstoodFacts, list: Pick<RecognisedList, 'madeUp'>): string {
  const source = facts.nameSource;
  if (source === null) return t`no names`;
  if (source === 'comment') return t`names from the text beside each MAC address`;
  const heading = headingWords(list, source);
  return facts.family === 'table' || facts.family === 'command'
    ? t`names from the ${heading} column`
    : t`names from the ${heading} field`;
}

/** What else was done: fixes to make, lines left out, repeats merged, addresses refused. */
function extrasOf(facts: UnderstoodFacts, list: Pick<RecognisedList, 'madeUp'>): string[] {
  const extras: string[] = [];
  if (facts.mistypedRows > 0) {
    extras.push(
      plural(facts.mistypedRows, {
        one: '# with a mistyped MAC address to fix',
        other: '# with mistyped MAC addresses to fix',
      }),
    );
  }
  if (facts.noMac > 0) {
    extras.push(
      plural(facts.noMac, {
        one: '# line without a MAC address left out',
        other: '# lines without a MAC address left out',
      }),
    );
  }
  if (facts.mistyped > 0) {
    extras.push(
      plural(facts.mistyped, {
        one: '# line with a mistyped MAC address left out',
        other: '# lines with a mistyped MAC address left out',
      }),
    );
  }
  if (facts.otherColumn > 0) {
    const heading = facts.macHeading ? headingWords(list, facts.macHeading) : null;
    extras.push(
      heading
        ? plural(facts.otherColumn, {
            one: `# row with no address in the "${heading}" column left out`,
            other: `# rows with no address in the "${heading}" column left out`,
          })
        : plural(facts.otherColumn, {
            one: '# row with no address in the MAC column left out',
            other: '# rows with no address in the MAC column left out',
          }),
    );
  }
  if (facts.outside > 0) {
    extras.push(
      plural(facts.outside, {
        one: '# line outside the list left out',
        other: '# lines outside the list left out',
      }),
    );
  }
  if (facts.mergedRows > 0) {
    if (facts.mergedDevices === 1) {
      extras.push(
        plural(facts.mergedRows, {
          one: '# line repeats a device already listed, merged into its row',
          other: '# lines repeat a device already listed, merged into its row',
        }),
      );
    } else {
      // Several devices: as many lines at least.
      const lines = formatCount(facts.mergedRows);
      const devices = formatCount(facts.mergedDevices);
      extras.push(
        t`${lines} lines repeat ${devices} devices already listed, merged into their rows`,
      );
    }
  }
  if (facts.namedAgainRows > 0) {
    extras.push(
      plural(facts.namedAgainRows, {
        one: '# line gives a device already listed another name: a duplicate to choose from',
        other: '# lines give a device already listed another name: duplicates to choose from',
      }),
    );
  }
  if (facts.notDevices > 0) {
    extras.push(
      plural(facts.notDevices, {
        one: '# broadcast, multicast or all-zero address left out (not devices)',
        other: '# broadcast, multicast or all-zero addresses left out (not devices)',
      }),
    );
  }
  return extras;
}

/**
 * "Looks like a DHCP lease file: 4 devices, names from the host name field; 3 lines without a
 * MAC address left out.", or what text without devices is.
 */
export function understoodSentence(list: Pick<RecognisedList, 'understood' | 'madeUp'>): string {
  const facts = list.understood;
  if (!facts.found) return nothingSentence(facts);
  const phrase =
    facts.family === 'command' && facts.kind === 'dhcp-leases'
      ? t`a DHCP lease listing`
      : i18n._(KIND_PHRASES[facts.kind]);
  const devices = plural(facts.devices, { one: '# device', other: '# devices' });
  const names = namesPhrase(facts, list);
  const head = t`Looks like ${phrase}: ${devices}, ${names}`;
  return `${[head, ...extrasOf(facts, list)].join('; ')}.`;
}

/** Line numbers shown in a sentence; the rest are counted. */
const LINES_SHOWN = 5;
/** Values not kept that a sentence names; the rest are counted in lines. */
const VALUES_SHOWN = 3;

/** A value in quotes, shortened: "Room 101". */
function quoted(text: string): string {
  const value = text.length > 60 ? `${text.slice(0, 59)}…` : text;
  return t`"${value}"`;
}

const alternatives = new Map<string, Intl.ListFormat>();

/** `items` joined as alternatives: "a, b or c", "a, b eller c". */
function either(items: readonly string[]): string {
  const locale = i18n.locale === 'sv' ? 'sv-SE' : 'en-GB';
  let format = alternatives.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'disjunction' });
    alternatives.set(locale, format);
  }
  return format.format(items);
}

/** "its description "Room 101" from line 3 is kept, not "Room 102" (line 9)". */
function keptPhrase(kept: KeptValue): string {
  const field = i18n._(FIELD_WORDS[kept.field]);
  const value = quoted(kept.value);
  const line = formatCount(kept.line);
  if (kept.dropped.count === 0) return t`its ${field} ${value} from line ${line}`;
  const shown = kept.dropped.items.slice(0, VALUES_SHOWN);
  const others = shown.map((item) => {
    const other = quoted(item.value);
    const first = formatCount(item.line);
    return item.lines === 1 ? t`${other} (line ${first})` : t`${other} (first on line ${first})`;
  });
  const rest = kept.dropped.count - shown.reduce((lines, item) => lines + item.lines, 0);
  if (rest > 0) {
    others.push(
      plural(rest, { one: 'the values of # other line', other: 'the values of # other lines' }),
    );
  }
  const not = either(others);
  return t`its ${field} ${value} from line ${line} is kept, not ${not}`;
}

const FIELD_WORDS: Record<KeptValue['field'], MessageDescriptor> = {
  name: msg`name`,
  description: msg`description`,
  tags: msg`tags`,
};

/** "Line 9 repeats line 3 (…)", "Lines 9, 14 and 20 repeat line 3 (…)", "… and 4 more repeat …". */
function repeatHead(repeat: Repeat): string {
  const shown = repeat.lines.slice(0, LINES_SHOWN).map((line) => formatCount(line));
  const more = repeat.count - shown.length;
  const row = formatCount(repeat.line);
  const mac = repeat.mac;
  const [first = '', second = ''] = shown;
  if (more > 0) {
    const lines = shown.join(', ');
    const count = formatCount(more);
    return t`Lines ${lines} and ${count} more repeat line ${row} (${mac})`;
  }
  if (shown.length === 1) return t`Line ${first} repeats line ${row} (${mac})`;
  if (shown.length === 2) return t`Line ${first} and line ${second} repeat line ${row} (${mac})`;
  const lines = formatList(shown);
  return t`Lines ${lines} repeat line ${row} (${mac})`;
}

/**
 * A device's repeats in words: "Line 9 and line 14 repeat line 3 (AA:BB:CC:DD:EE:FF): its
 * description "Room 101" from line 3 is kept, not "Room 102" (line 9)."
 */
export function repeatSentence(repeat: Repeat): string {
  const head = repeatHead(repeat);
  const kept = repeat.kept.map(keptPhrase);
  return kept.length === 0 ? `${head}.` : `${head}: ${kept.join('; ')}.`;
}

/** A note of the parser, in words. */
export function noteSentence(note: ParseNote): string {
  // As the preview's row header writes it: a line number, not a count.
  const line = note.line;
  if (note.kind === 'unclosed-quote') {
    return t`A quote (") opened on line ${line} is never closed, so the rest of the text is read as one cell. Close the quote or remove it.`;
  }
  if (note.kind === 'stray-quote') {
    return t`A quote (") inside a quoted cell on line ${line} is neither doubled nor at the cell's end, so it is read as part of the cell. Write it as "" or remove it.`;
  }
  const detail = note.detail ?? t`unknown error`;
  return t`This text could not be read (${detail}). Every line is listed as left out.`;
}

/** "3 columns hold MAC addresses ("Wi-Fi MAC", …); using "Wi-Fi MAC": …". */
export function macColumnsSentence(
  list: Pick<RecognisedList, 'headers' | 'madeUp'>,
  choice: MacColumnChoice,
): string {
  const count = formatCount(choice.columns.length);
  const columns = choice.columns
    .map(({ heading }) => quoted(headingWords(list, heading)))
    .join(', ');
  const chosen = headingWords(list, list.headers[choice.chosen] ?? '');
  const why =
    choice.why === 'chosen'
      ? t`as chosen in the mapping`
      : choice.why === 'wifi'
        ? t`the Wi-Fi address, as this is a guest Wi-Fi whitelist`
        : t`no Wi-Fi address column was found`;
  return t`${count} columns hold MAC addresses (${columns}); using "${chosen}": ${why}. Choose another MAC column in the mapping to change it.`;
}

/** A character of a name fix as a person reads it: "space", "tab", or the character. */
function character(ch: string): string {
  if (ch === ' ') return t`space`;
  if (ch === '\u00a0') return t`non-breaking space`;
  if (ch === '\t') return t`tab`;
  return ch;
}

/** "2 names use characters the API refuses: remove ’, replace _ with -." */
export function nameFixSentence(fix: Pick<NameFix, 'replacements' | 'rows'>): string {
  const words = fix.replacements
    .map(({ from, to }) => {
      const before = character(from);
      const after = character(to);
      return to === '' ? t`remove ${before}` : t`replace ${before} with ${after}`;
    })
    .join(', ');
  return plural(fix.rows.length, {
    one: `# name uses characters the API refuses: ${words}.`,
    other: `# names use characters the API refuses: ${words}.`,
  });
}

/** Why an address is no device. */
export function notDeviceSentence(reason: NotDevice['reason']): string {
  if (reason === 'broadcast') return t`The broadcast address is not a device.`;
  if (reason === 'all-zero') return t`An all-zero address is not a device.`;
  return t`A multicast (group) address is not a single device.`;
}

const LEFT_OUT_WHY: Record<LeftOutReason, MessageDescriptor> = {
  'no-mac': msg`No MAC address`,
  'mistyped-mac': msg`A mistyped MAC address`,
  outside: msg`Outside the list`,
  'other-mac-column': msg`No address in the MAC column`,
};

/** Why a line was left out, for the table of lines left out. */
export function leftOutWhy(reason: LeftOutReason): string {
  return i18n._(LEFT_OUT_WHY[reason]);
}
