// The messages between parse-in-background.ts and parse.worker.ts, and the work both sides
// share: parsing and checking in slices, so neither side ever holds the thread for long and
// no single message is big enough to freeze the page while it is read (issue 9: 100,000 rows
// never cause a main-thread task over 200 ms).
import { checking } from './check-rows.ts';
import type {
  CheckCounts,
  CheckedRow,
  CheckResult,
  CheckSettings,
  ParsedList,
  ParsedRow,
} from './model.ts';

/** Check settings where the roles may be left to the parser (undefined = as detected). */
export type BackgroundSettings = Omit<CheckSettings, 'roles'> & {
  roles?: CheckSettings['roles'] | undefined;
};

/** Rows per message and per slice of work. */
export const SLICE = 5_000;

export type WorkerWork =
  | { kind: 'parse'; text: string; settings: BackgroundSettings }
  | {
      kind: 'check';
      /** The worker's ID of the parsed list it holds; `parsed` is sent when it holds another. */
      parsedId: number;
      parsed: ParsedList | null;
      settings: CheckSettings;
    };
export type WorkerRequest = WorkerWork & { id: number };

export type WorkerAnswer =
  | { id: number; kind: 'slice'; parsedRows: ParsedRow[] | null; checkedRows: CheckedRow[] }
  | {
      id: number;
      kind: 'done';
      /** The parsed list without its rows (they came in the slices); null for a check. */
      list: Omit<ParsedList, 'rows'> | null;
      parsedId: number;
      counts: CheckCounts;
      basis: string;
    }
  | { id: number; kind: 'error'; message: string };

/** The settings with the parser's roles where none were chosen. */
export function settingsFor(parsed: ParsedList, settings: BackgroundSettings): CheckSettings {
  return { ...settings, roles: settings.roles ?? parsed.roles };
}

/**
 * Runs a check slice by slice: `pause` is awaited between slices (a macrotask on the main
 * thread, nothing in the worker), and `stopped` is asked after each.
 */
export async function checkInSlices(
  parsed: ParsedList,
  settings: CheckSettings,
  previous: CheckResult | undefined,
  pause: () => Promise<void>,
  stopped: () => boolean,
): Promise<CheckResult> {
  const steps = checking(parsed, settings, previous, SLICE);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
    if (stopped()) throw new DOMException('A newer change replaced this check', 'AbortError');
  }
}
