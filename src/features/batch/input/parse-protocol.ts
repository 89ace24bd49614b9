// The messages between parse-in-background.ts and parse.worker.ts. Types and one number only:
// whatever this imports, the worker ships. No single message is big enough to freeze the page
// while it is read (100,000 rows never cause a main-thread task over 200 ms).
import type { DecodedFile } from './decode-file.ts';
import type { CheckSettings } from '../check/check-model.ts';
import type { RecognisedList, RecognisedRow, RecogniseOptions } from '../../../recognise/types.ts';

/** Check settings where the roles may be left to the recogniser (undefined = as recognised). */
export type BackgroundSettings = Omit<CheckSettings, 'roles'> & {
  roles?: CheckSettings['roles'] | undefined;
};

/**
 * The name of the error a read fails with when no reader could start (a production build whose
 * browser refused the worker): the screen says so in words.
 */
export const NO_PARSER = 'NoParserError';

/** Rows per message and per slice of work. */
export const SLICE = 5_000;

export type WorkerRequest =
  | { id: number; kind: 'read'; text: string; options: RecogniseOptions }
  /** A chosen or dropped file's bytes: decoding 20 MB is no work for the page either. */
  | { id: number; kind: 'decode'; bytes: ArrayBuffer };

export type WorkerAnswer =
  | { id: number; kind: 'slice'; rows: RecognisedRow[] }
  /** The list without its rows (they came in the slices). */
  | { id: number; kind: 'done'; list: Omit<RecognisedList, 'rows'> }
  | { id: number; kind: 'decoded'; decoded: DecodedFile }
  | { id: number; kind: 'error'; message: string };
