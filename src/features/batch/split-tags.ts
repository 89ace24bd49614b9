// Tags inside one cell (issue 9 "Input"). Apart from parse-rows.ts so that checking, which
// runs on the page, does not pull the parser into the screen's bundle.
import type { Delimiter } from './model.ts';

/** Tags inside one cell: split on `;` or `|`, `;` only when it is not the delimiter. */
export function splitTags(cell: string, delimiter: Delimiter): string[] {
  const separator = delimiter === ';' ? /\|/ : /[;|]/;
  return cell
    .split(separator)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
