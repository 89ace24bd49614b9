// The messages between parse-in-background.ts and parse.worker.ts. Types and one number only:
// whatever this imports, the worker ships. No single message is big enough to freeze the page
// while it is read (100,000 rows never cause a main-thread task over 200 ms).
import type { CheckSettings, ParsedList, ParsedRow } from './model.ts';

/** Check settings where the roles may be left to the parser (undefined = as detected). */
export type BackgroundSettings = Omit<CheckSettings, 'roles'> & {
  roles?: CheckSettings['roles'] | undefined;
};

/** Rows per message and per slice of work. */
export const SLICE = 5_000;

export interface WorkerRequest {
  id: number;
  text: string;
}

export type WorkerAnswer =
  | { id: number; kind: 'slice'; rows: ParsedRow[] }
  /** The list without its rows (they came in the slices). */
  | { id: number; kind: 'done'; list: Omit<ParsedList, 'rows'> }
  | { id: number; kind: 'error'; message: string };
