// Tags inside one cell (issue 9 "Input"). Apart from the recognisers so that checking, which
// runs on the page, does not pull them into the screen's bundle (they run in the worker).
import type { Delimiter } from '../../../recognise/types.ts';

/** Tags inside one cell: split on `;` or `|`, `;` only when it is not the delimiter. */
export function splitTags(cell: string, delimiter: Delimiter): string[] {
  const separator = delimiter === ';' ? /\|/ : /[;|]/;
  return cell
    .split(separator)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
