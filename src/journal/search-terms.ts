// What a text search finds a record by: a MAC in any notation, a word of a name, description or
// tag, an email (whole, or its domain), a request ID, an entry or policy ID, the venue. Each
// term is stored once per record in an IndexedDB multiEntry index, so a search is a few index
// ranges however many rows the records hold. Pure.
import { macDigits } from '../api/normalize.ts';
import type { ActivityRecord, BatchRow } from './journal-record.ts';

/** A MAC's twelve hex digits, lower case: `m:001b6384bbd7`. */
const MAC = 'm:';
/** Anything else, lower case: `w:printer`, `w:erik@acme.com`, `w:acme.com`. */
const WORD = 'w:';

/** Terms shorter than this are not searched by prefix: "a" would name every record. */
export const MIN_QUERY = 2;

/** The words of free text: letters and digits, joined by . - _ @ (a host name, an email stays one). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}](?:[\p{L}\p{N}._@+-]*[\p{L}\p{N}])?/gu) ?? [];
}

/** The term an entry, policy or request ID is found by (IDs compare case-insensitively). */
export function idTerm(id: string): string {
  return WORD + id.trim().toLowerCase();
}

class Terms {
  readonly set = new Set<string>();
  mac(mac: string | undefined) {
    const digits = macDigits(mac ?? '');
    if (digits.length === 12) this.set.add(MAC + digits);
  }
  text(...texts: Array<string | undefined>) {
    for (const text of texts) {
      if (!text) continue;
      for (const word of wordsOf(text)) {
        this.set.add(WORD + word);
        // An email is found by its domain too; a host name or dotted word by each part.
        const at = word.lastIndexOf('@');
        if (at > 0) this.set.add(WORD + word.slice(at + 1));
        if (/[._-]/.test(word)) {
          for (const part of word.split(/[._@+-]+/))
            if (part.length >= MIN_QUERY) this.set.add(WORD + part);
        }
      }
    }
  }
  id(id: string | undefined) {
    if (id) this.set.add(idTerm(id));
  }
}

/** Every term of a record and its rows. */
export function termsOf(record: ActivityRecord, rows: readonly BatchRow[] = []): string[] {
  const terms = new Terms();
  terms.text(record.connection.name, record.connection.organizationId, record.connection.contextId);
  terms.id(record.failure?.requestId);
  switch (record.kind) {
    case 'add':
    case 'edit':
      for (const entry of [record.sent, record.entry]) {
        if (!entry) continue;
        terms.id(entry.id);
        terms.mac(entry.mac);
        terms.text(entry.name, entry.description, ...(entry.tags ?? []));
      }
      break;
    case 'batch':
      terms.text(record.source ?? undefined, ...record.options.tags);
      for (const failure of record.failures) terms.id(failure.failure.requestId);
      for (const mac of record.strayMacs) terms.mac(mac);
      for (const row of rows) {
        terms.mac(row.mac);
        terms.id(row.id);
        terms.text(row.name, row.description, ...row.tags);
      }
      break;
    case 'removal':
      terms.id(record.policyId);
      terms.text(record.label, ...record.sent);
      for (const item of record.result?.removedEmails ?? []) terms.text(item.email);
      break;
  }
  return [...terms.set];
}

/**
 * The index ranges a query asks for: one list of prefixes per word of the query (a record must
 * match every list, by any prefix in it). A word that could be the start of a MAC is looked up
 * by its hex digits, so `00:1B:63`, `001b.63` and `00-1b-63` find the same device.
 */
export function queryPrefixes(query: string): string[][] {
  const raw = query.trim();
  // A MAC written with spaces between its pairs is one word.
  if (/^([0-9a-f]{2}\s+)+[0-9a-f]{2}$/i.test(raw)) return [[MAC + macDigits(raw)]];
  const lists: string[][] = [];
  for (const word of raw.split(/\s+/)) {
    const words = wordsOf(word).filter((w) => w.length >= MIN_QUERY);
    const digits = macDigits(word);
    if (/^[0-9a-f:.-]+$/i.test(word) && digits.length >= MIN_QUERY) {
      // The start of a MAC, or a word: "cafe" may be a name, "3f2b8c1e-5d4a-…" a request ID,
      // "2024-05-01" a tag. With `:` it is written only as MACs are.
      lists.push([MAC + digits, ...(word.includes(':') ? [] : words.map((w) => WORD + w))]);
    } else {
      for (const w of words) lists.push([WORD + w]);
    }
  }
  return lists;
}
