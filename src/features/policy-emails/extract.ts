// Emails and patterns from whatever a person pastes: one per line, comma/semicolon/space lists,
// `Name <alice@acme.com>`, `mailto:` links, quotes, vCard EMAIL lines, a users export (its
// user's own email column only). Each piece is cleaned and classified by api/normalize.ts (the
// API's shapes); this file only finds the pieces and folds duplicates. Exports and vCards are
// read by structured-lists.ts, loaded when the field is first used: a text that may be one
// waits for it (structured-reader.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { normalizeEmail } from '../../api/normalize-email.ts';
import { emailKey, type EmailShape } from '../../api/rules.ts';
import { structuredReaderState, type StructuredReaderState } from './structured-reader.ts';
import { firstLine, mayBeExportHeader, type ExtractionSource } from './structured-text.ts';

export type ItemKind = EmailShape | 'refused';

export interface ExtractedItem {
  /** The cleaned value (lower-cased) for an accepted item; the piece as typed for a refused one. */
  value: string;
  kind: ItemKind;
  /** Why the item is refused; only for kind 'refused'. */
  reason?: string;
  /** How many more times the same item (any case) appeared and was folded into this one. */
  duplicates: number;
}

export interface Extraction {
  items: ExtractedItem[];
  /** The accepted items' values, in order: what a removal sends. */
  emails: string[];
  refused: number;
  /** Pieces dropped because they repeated an earlier item. */
  folded: number;
  /** How the text was read when it was more than a list: a users export or vCards. */
  source: ExtractionSource | null;
  /**
   * Set when the text may be a users export or vCards and their reader has not loaded
   * ('loading') or could not be loaded ('failed'): nothing is read from it yet, nothing sent.
   */
  waiting: 'loading' | 'failed' | null;
}

const OPEN_QUOTES = new Set(['"', '\u201c', '\u201e']);
const CLOSE_QUOTE: Record<string, string> = { '"': '"', '\u201c': '\u201d', '\u201e': '\u201c' };
const SEPARATORS = new Set([',', ';', '\n', '\r']);

interface Token {
  kind: 'word' | 'quoted' | 'angle';
  text: string;
}

interface Segment {
  tokens: Token[];
  /** The separator that ended it ('' at the end of the text). */
  endedBy: string;
}

/** Splits text into segments (at , ; and line breaks) of tokens; quotes and <…> stay whole. */
function segments(text: string): Segment[] {
  const result: Segment[] = [];
  let segment: Token[] = [];
  let word = '';
  const endWord = () => {
    if (word !== '') segment.push({ kind: 'word', text: word });
    word = '';
  };
  const endSegment = (endedBy: string) => {
    endWord();
    if (segment.length > 0) result.push({ tokens: segment, endedBy });
    segment = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (SEPARATORS.has(ch)) {
      endSegment(ch);
    } else if (/\s/u.test(ch)) {
      endWord();
    } else if (ch === '<' || OPEN_QUOTES.has(ch)) {
      const close = ch === '<' ? '>' : (CLOSE_QUOTE[ch] ?? ch);
      const end = text.indexOf(close, i + 1);
      // An unclosed bracket or quote, or one spanning lines, is just a character of the word.
      const inner = end < 0 ? null : text.slice(i + 1, end);
      if (inner === null || /[\n\r]/.test(inner)) {
        word += ch;
        continue;
      }
      endWord();
      segment.push({ kind: ch === '<' ? 'angle' : 'quoted', text: inner });
      i = end;
    } else {
      word += ch;
    }
  }
  endSegment('');
  return result;
}

/**
 * Outlook writes `Berg, Anna <anna@acme.com>; Lund, Erik <erik@acme.com>`: the comma splits
 * the display name, so a segment of plain words ended by a comma, before one of the form
 * `Anna <anna@acme.com>`, is the first half of that name, not an item.
 */
function isNameHalf(segment: Segment, next: Segment | undefined): boolean {
  if (segment.endedBy !== ',' || !next) return false;
  if (!segment.tokens.every((token) => token.kind === 'word' && !/[@*<>]/.test(token.text))) {
    return false;
  }
  const [first] = next.tokens;
  return first?.kind === 'word' && next.tokens.some((token) => token.kind === 'angle');
}

/** The pieces of one segment that are meant as emails; display names are left out. */
function pieces(segment: readonly Token[]): string[] {
  const angles = segment.filter((token) => token.kind === 'angle');
  // `Anna Berg <anna@acme.com>` and `"Berg, Anna" <anna@acme.com>`: the brackets hold the address.
  if (angles.length > 0) return angles.map((token) => token.text);
  const hasAddress = segment.some((token) => token.text.includes('@'));
  return segment.flatMap((token) => {
    if (token.kind === 'word') return [token.text];
    // `"Anna Berg" anna@acme.com`: a quoted name beside an address is its display name.
    if (hasAddress && !token.text.includes('@')) return [];
    return token.text.split(/\s+/u).filter(Boolean);
  });
}

/** Whether structured-lists.ts may read the text otherwise than as a plain list. */
function mayBeStructured(text: string): boolean {
  return mayBeExportHeader(firstLine(text).line) || /BEGIN:VCARD|EMAIL[;:]/i.test(text);
}

type Pieces = { pieces: string[]; source: ExtractionSource | null };

/** The pieces of the text meant as emails, and how it was read when not as a plain list. */
function textPieces(text: string, reader: StructuredReaderState): Pieces | 'loading' | 'failed' {
  let plain = text;
  if (reader.status === 'ready') {
    const read = reader.lists.readStructured(text);
    if ('pieces' in read) return read;
    plain = read.text;
  } else if (mayBeStructured(text)) {
    return reader.status === 'failed' ? 'failed' : 'loading';
  }
  const all = segments(plain);
  const named = all.filter((segment, index) => !isNameHalf(segment, all[index + 1]));
  return { pieces: named.flatMap((segment) => pieces(segment.tokens)), source: null };
}

/** The last text read, and its result: the screen, the form's check and its transform all ask. */
let last: { text: string; reader: StructuredReaderState; extraction: Extraction } | null = null;

/** Every email or pattern in the text, classified, each once (compared case-insensitively). */
export function extractEmails(text: string): Extraction {
  const reader = structuredReaderState();
  if (last?.text === text && last.reader === reader) return last.extraction;
  const extraction = extract(text, reader);
  last = { text, reader, extraction };
  return extraction;
}

function extract(text: string, reader: StructuredReaderState): Extraction {
  const read = textPieces(text, reader);
  if (typeof read === 'string') {
    return { items: [], emails: [], refused: 0, folded: 0, source: null, waiting: read };
  }
  const byKey = new Map<string, ExtractedItem>();
  let folded = 0;
  const { pieces: found, source } = read;
  for (const piece of found) {
    const normalized = normalizeEmail(piece);
    const item: ExtractedItem = normalized.ok
      ? { value: normalized.value.email, kind: normalized.value.shape, duplicates: 0 }
      : { value: piece.trim(), kind: 'refused', reason: normalized.problem, duplicates: 0 };
    if (item.value === '') continue;
    const key = emailKey(item.value);
    const earlier = byKey.get(key);
    if (earlier) {
      earlier.duplicates++;
      folded++;
    } else {
      byKey.set(key, item);
    }
  }
  const items = [...byKey.values()];
  return {
    items,
    emails: items.filter((item) => item.kind !== 'refused').map((item) => item.value),
    refused: items.filter((item) => item.kind === 'refused').length,
    folded,
    source,
    waiting: null,
  };
}

/**
 * A refused piece without an "@" is a word of the text around the addresses (a name, a column
 * header, prose), collapsed in the preview; one with an "@" was meant as an address and is shown.
 */
export function isLeftOutWord(item: ExtractedItem): boolean {
  return item.kind === 'refused' && !item.value.includes('@');
}

/** How each kind is named beside an item (render with i18n._). */
export const KIND_LABELS: Record<ItemKind, MessageDescriptor> = {
  address: msg`address`,
  'domain-pattern': msg`domain pattern`,
  'subdomain-pattern': msg`subdomain pattern`,
  refused: msg`refused`,
};
