// Quote-aware splitting of delimited text (RFC 4180 as papaparse 5 reads it, with LF as the
// only row break): Batch import's tables and Policy cleanup's users exports read it alike, and
// the parse worker does not carry papaparse. Linear: fields are found with indexOf and cut
// with slice; no regular expressions, no text built a character at a time.

/**
 * A quote that does not read as RFC 4180 says, by the 0-based row it stands in; at most one of
 * each kind per row. 'unclosed': a quoted cell never closes, so the rest of the text is that one
 * cell (read as written: `""` is not undone). 'stray': a quote inside a quoted cell that is
 * neither doubled nor followed by the delimiter or a line break (spaces aside); it is kept and
 * the cell goes on.
 */
export interface QuoteProblem {
  kind: 'unclosed' | 'stray';
  row: number;
}

export interface Delimited {
  /** Every row, cells as written; a text that ends with LF ends with the row `['']`. */
  rows: string[][];
  /** In the order met: papaparse's 'InvalidQuotes' (once per row) and 'MissingQuotes'. */
  problems: QuoteProblem[];
}

export interface SplitOptions {
  /** One character, neither `"` nor a line break. */
  delimiter: string;
}

const QUOTE = 0x22;
const LF = 0x0a;

/** What String.prototype.trim removes: `\s` is the same set (WhiteSpace and LineTerminator). */
const isSpace = (code: number) => /\s/.test(String.fromCharCode(code));

/**
 * `""` as one quote. Not replaceAll: V8's grows faster than the cell with the number of quotes
 * (a cell of 2 million doubled quotes took 270 ms, 40 times a cell of 250,000), where split and
 * join stay linear (80 ms).
 */
const unescapeQuotes = (cell: string) => (cell.includes('""') ? cell.split('""').join('"') : cell);

/**
 * Splits `text` into rows at LF and into cells at `delimiter`. A cell is quoted only when its
 * first character is `"`; inside it `""` is one quote, and delimiters and line breaks (LF, CR)
 * are text. Its closing quote may be followed by spaces before the delimiter or LF; those spaces
 * are dropped. CR outside quotes is text: callers turn CRLF and CR into LF first. A leading byte
 * order mark is skipped, and an empty text has no rows.
 */
export function splitDelimited(input: string, { delimiter }: SplitOptions): Delimited {
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new RangeError(`The delimiter must be one character other than a quote or line break.`);
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  const problems: QuoteProblem[] = [];
  if (text === '') return { rows, problems };

  const end = text.length;
  const delimiterCode = delimiter.charCodeAt(0);
  const find = (what: string, from: number) => {
    const at = text.indexOf(what, from);
    return at === -1 ? end : at;
  };
  // The next delimiter and LF at or after `at` (`end` when none), found again only once passed,
  // so each stretch of text is searched once.
  let nextDelimiter = find(delimiter, 0);
  let nextBreak = find('\n', 0);
  let row: string[] = [];
  let at = 0;

  for (;;) {
    if (text.charCodeAt(at) === QUOTE) {
      const open = at + 1;
      let search = open;
      let closed = false;
      while (!closed) {
        const quote = text.indexOf('"', search);
        if (quote === -1) {
          problems.push({ kind: 'unclosed', row: rows.length });
          row.push(text.slice(open));
          rows.push(row);
          return { rows, problems };
        }
        if (quote === end - 1) {
          row.push(unescapeQuotes(text.slice(open, quote)));
          rows.push(row);
          return { rows, problems };
        }
        if (text.charCodeAt(quote + 1) === QUOTE) {
          search = quote + 2;
          continue;
        }
        // A closing quote is followed by spaces (maybe none), then the delimiter or LF.
        let after = quote + 1;
        let code = text.charCodeAt(after);
        while (after < end && code !== delimiterCode && code !== LF && isSpace(code)) {
          code = text.charCodeAt(++after);
        }
        if (after < end && (code === delimiterCode || code === LF)) {
          row.push(unescapeQuotes(text.slice(open, quote)));
          at = after + 1;
          if (code === LF) {
            rows.push(row);
            row = [];
          }
          closed = true;
        } else {
          const last = problems[problems.length - 1];
          if (last?.kind !== 'stray' || last.row !== rows.length) {
            problems.push({ kind: 'stray', row: rows.length });
          }
          search = quote + 1;
        }
      }
      if (nextDelimiter < at) nextDelimiter = find(delimiter, at);
      if (nextBreak < at) nextBreak = find('\n', at);
      continue;
    }

    if (nextDelimiter < nextBreak) {
      row.push(text.slice(at, nextDelimiter));
      at = nextDelimiter + 1;
      nextDelimiter = find(delimiter, at);
    } else if (nextBreak < end) {
      row.push(text.slice(at, nextBreak));
      rows.push(row);
      row = [];
      at = nextBreak + 1;
      nextBreak = find('\n', at);
    } else {
      row.push(text.slice(at));
      rows.push(row);
      return { rows, problems };
    }
  }
}
