// Emails as people paste them, to the API's form (Policy cleanup alone reads them, so the other
// screens do not load this). Never throws; a failure says why in words.
import type { Normalized } from './normalize.ts';
import { emailProblem, emailShape, type EmailShape } from './rules.ts';
import { say } from './wording.ts';

const MAILTO = /^mailto:/i;
const ANGLE_ADDRESS = /<([^<>]*)>/;
const EDGE_PUNCTUATION =
  /^[\s,;:()[\]"'`<>\u2018\u2019\u201c\u201d]+|[\s,;:()[\]"'`<>.\u2018\u2019\u201c\u201d]+$/g;

export interface NormalizedEmail {
  email: string;
  shape: EmailShape;
}

/**
 * An email or pattern as people paste it: `Name <a@b.c>`, `mailto:a@b.c`, `"a@b.c"`, with
 * stray spaces, quotes and separators, to the lower-cased address (the API compares
 * case-insensitively).
 */
export function normalizeEmail(raw: string): Normalized<NormalizedEmail> {
  let value = raw.trim();
  const angle = ANGLE_ADDRESS.exec(value);
  if (angle) value = angle[1] ?? '';
  value = value.replace(EDGE_PUNCTUATION, '');
  // A mailto: link may carry ?subject=…; only there is "?" not part of the address.
  if (MAILTO.test(value)) value = value.replace(MAILTO, '').replace(/\?.*$/, '');
  value = value.replace(EDGE_PUNCTUATION, '').toLowerCase();
  const shape = emailShape(value);
  if (shape) return { ok: true, value: { email: value, shape } };
  const problem =
    emailProblem(value) ??
    say(
      /*i18n*/ {
        id: 'api.normalize.notAnEmail',
        message: '"{value}" is not an email address',
        values: { value: raw.trim() },
      },
    );
  return { ok: false, problem };
}
