// Batch input, recognised (DESIGN.md "Batch input is recognised in the parse worker by small
// recognisers"): every recogniser reads the text, the one that explains it best wins.
//
//   table    delimited tables with a header
//   command  space-aligned command output with a header row
//   blocks   key-value blocks: lease blocks, JSON objects, XML elements, stanzas
//   lines    a MAC somewhere in each line
//
// "Best" = the share of the lines holding a MAC that the reading accounts for, times how sure
// its shape is (a header naming the MAC column is surer than a guess from positions). A reading's
// rows of mistyped MACs count as lines only it sees (scan.ts coverage), so a typo it has no row
// for costs another reading nothing. A reading needs one real MAC: mistyped ones alone are no
// list. Pure; never throws; linear in the length of the text.
// The parse worker's reader (parse.worker.ts); nothing on the page imports it in a build.
import { recogniseAligned } from './aligned.ts';
import { recogniseBlocks } from './blocks.ts';
import { finish, nothingFound } from './finish.ts';
import { recogniseLines } from './lines.ts';
import { coverage, scanText, type Draft, type ScannedText } from './scan.ts';
import { recogniseTable } from './table.ts';
import type { ListFamily, RecognisedList, RecogniseOptions } from './types.ts';

/** `floor`: the best score so far; a reading that cannot beat it may give null at once. */
type Recogniser = (scan: ScannedText, options: RecogniseOptions, floor: number) => Draft | null;

/**
 * In order of preference when two explain the text equally well, with the best score each can
 * reach (its surest confidence): one that cannot beat the best so far is not run.
 */
const RECOGNISERS: ReadonlyArray<[Exclude<ListFamily, 'none'>, Recogniser, number]> = [
  ['table', recogniseTable, 0.95],
  ['command', recogniseAligned, 0.95],
  ['blocks', recogniseBlocks, 0.9],
  ['lines', (scan, _, floor) => recogniseLines(scan, floor), 0.85],
];

const hasDevice = (draft: Draft) => draft.rows.some((row) => row.mac !== '');

export function recogniseList(text: string, options: RecogniseOptions = {}): RecognisedList {
  let scan: ScannedText = { lines: [], hits: [], macLines: 0, typos: [] };
  try {
    scan = scanText(text);
    let best: Draft | null = null;
    let bestScore = 0;
    for (const [family, recognise, reach] of RECOGNISERS) {
      if (options.family !== undefined && options.family !== family) continue;
      if (reach <= bestScore) continue;
      const draft = recognise(scan, options, bestScore);
      if (!draft || !hasDevice(draft)) continue;
      const score = coverage(scan, draft) * draft.confidence;
      if (score > bestScore) {
        best = draft;
        bestScore = score;
      }
    }
    return best ? finish(scan, best) : nothingFound(scan);
  } catch (error) {
    // A reading that fails is a bug; the person still gets their text back, nothing lost.
    const list = nothingFound(scan);
    list.notes = [
      { line: 1, kind: 'unreadable', ...(error instanceof Error ? { detail: error.message } : {}) },
    ];
    return list;
  }
}
