// Lists that are more than a list: a users export (its user's own email column only), a vCard
// file (its EMAIL lines), vCard EMAIL lines among other text. One lazy entry, loaded when the
// Emails field is first used (structured-reader.ts); with it, the words that say how such a
// text was read.
import { plural } from '../../lib/format.ts';
import type { ExtractionSource } from './structured-text.ts';
import { readUsersExport } from './users-export.ts';
import { vcardPieces, withVcardLines } from './vcard.ts';

export type StructuredRead =
  | { pieces: string[]; source: ExtractionSource }
  /** Not structured as a whole: the text to read as a list, vCard EMAIL lines made plain. */
  | { text: string };

export function readStructured(text: string): StructuredRead {
  const exported = readUsersExport(text);
  if (exported) {
    const { heading, fallback, rows, others } = exported;
    return { pieces: exported.values, source: { kind: 'export', heading, fallback, rows, others } };
  }
  const cards = vcardPieces(text);
  if (cards) return { pieces: cards.pieces, source: { kind: 'vcard', cards: cards.cards } };
  return { text: withVcardLines(text) };
}

/**
 * How the text was read, so a person can check it: the column of a users export read as the
 * leavers' own emails and the columns of other people's emails left out; or the vCards' EMAILs.
 */
export function sourceSentence(source: ExtractionSource): string {
  if (source.kind === 'vcard') {
    return `Read as ${plural(source.cards, 'contact card', 'contact cards')} (vCard): only their EMAIL lines.`;
  }
  const fallback = source.fallback ? `, or “${source.fallback}” where it is empty` : '';
  const others = source.others.map(
    (column) => `“${column.heading}” (${plural(column.emails, 'email', 'emails')})`,
  );
  const left =
    others.length > 0
      ? ` Not read, never sent: ${others.join(', ')}: they are other people’s or other addresses.`
      : '';
  return `Read as a users export of ${plural(source.rows, 'row', 'rows')}: each user’s own email from the column “${source.heading}”${fallback}.${left}`;
}
