// Lists that are more than a list: a users export (its user's own email column only), a vCard
// file (its EMAIL lines), vCard EMAIL lines among other text. One lazy entry, loaded when the
// Emails field is first used (structured-reader.ts); with it, the words that say how such a
// text was read.
import { plural, t } from '@lingui/core/macro';
import { formatList } from '../../lib/format.ts';
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
    const { cards } = source;
    return plural(cards, {
      one: 'Read as # contact card (vCard): only their EMAIL lines.',
      other: 'Read as # contact cards (vCard): only their EMAIL lines.',
    });
  }
  const { heading, fallback, rows } = source;
  const read = fallback
    ? plural(rows, {
        one: `Read as a users export of # row: each user’s own email from the column “${heading}”, or “${fallback}” where it is empty.`,
        other: `Read as a users export of # rows: each user’s own email from the column “${heading}”, or “${fallback}” where it is empty.`,
      })
    : plural(rows, {
        one: `Read as a users export of # row: each user’s own email from the column “${heading}”.`,
        other: `Read as a users export of # rows: each user’s own email from the column “${heading}”.`,
      });
  if (source.others.length === 0) return read;
  const columns = formatList(
    source.others.map(({ heading: column, emails }) =>
      plural(emails, { one: `“${column}” (# email)`, other: `“${column}” (# emails)` }),
    ),
  );
  return `${read} ${t`Not read, never sent: ${columns}: they are other people’s or other addresses.`}`;
}
