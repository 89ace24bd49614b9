import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import type { CheckResult, CheckSettings } from './check-model.ts';
import { listParts } from '../on-demand-parts.ts';
import { NO_PARSER } from '../input/parse-protocol.ts';
import type { RecognisedList } from '../../../recognise/types.ts';

export interface CheckedList {
  /** The text this list was parsed from: a newer text's list is still being made. */
  text: string;
  parsed: RecognisedList;
  check: CheckResult;
  /** The settings this check was made with (its roles are the ones in use). */
  settings: CheckSettings;
}

const WARM_UP = { edits: {}, excluded: [], extraTags: [], mode: 'batch' } as const;

/**
 * 500 rows of a pasted list: read once when the screen opens, so the worker's and the check's
 * code is compiled before the first real paste (a cold first read of 10,000 rows takes three
 * times as long as a warm one).
 */
function warmUpText(): string {
  const lines: string[] = [];
  for (let i = 0; i < 500; i++) {
    const hex = i.toString(16).padStart(4, '0');
    lines.push(`02:00:00:00:${hex.slice(0, 2)}:${hex.slice(2)},Device ${i}`);
  }
  return lines.join('\n');
}

const warmUp = () =>
  listParts
    .load()
    .then(({ parseAndCheckInBackground }) => parseAndCheckInBackground(warmUpText(), WARM_UP));

/**
 * Why the text could not be read at all: no reader could start ('no-parser'), or the reading
 * failed (a bug), with the error's own words.
 */
export type ListProblem = { kind: 'no-parser' } | { kind: 'failed'; detail: string };

/** Settings without the roles: the person's mapping, or null for the parser's. */
export type ListSettings = Omit<CheckSettings, 'roles'> & { roles: CheckSettings['roles'] | null };

export interface CheckedListState {
  /**
   * While a newer text is parsed, the list of the text before it (its `text` says so), so the
   * preview does not vanish and come back at every keystroke. A blank box has no list.
   */
  list: CheckedList | null;
  /** The text could not be read at all (no parser could start). */
  problem: ListProblem | null;
}

/**
 * The pasted text recognised and checked off the main thread (a worker, or slices): the text is
 * read again only when it, or the MAC column the person chose, changes; any other change of the
 * mapping, an edit, exclusion or tag only re-checks. A newer change aborts the work of an older
 * one, so the newest always wins.
 */
export function useCheckedList(text: string, settings: ListSettings): CheckedListState {
  const [list, setList] = useState<CheckedList | null>(null);
  const [problem, setProblem] = useState<ListProblem | null>(null);
  const parsedFor = useRef<{ text: string; macColumn: number; parsed: RecognisedList } | null>(
    null,
  );
  /** The last check of the parsed list in parsedFor: unchanged rows keep their check. */
  const lastCheck = useRef<CheckResult | undefined>(undefined);
  const { roles, edits, excluded, extraTags, mode } = settings;
  // The rows' problems are in words: another language checks them again (check-rows basisOf).
  const { locale } = useLingui().i18n;
  // The MAC column chosen by the person: another one means reading the text again.
  const macColumn = roles?.indexOf('mac') ?? -1;
  // A blank box (New batch) forgets the list, so the next paste never shows the old one.
  const [blank, setBlank] = useState(text.trim() === '');
  if ((text.trim() === '') !== blank) {
    setBlank(!blank);
    if (!blank) setList(null);
  }

  // The parser (a worker) starts when the screen opens, not on the first paste.
  useEffect(() => {
    warmUp().catch(() => {
      // Nothing to do: the first real paste starts it again.
    });
  }, []);

  useEffect(() => {
    if (text.trim() === '') {
      parsedFor.current = null;
      lastCheck.current = undefined;
      return;
    }
    const controller = new AbortController();
    const before = parsedFor.current;
    const known = before?.text === text && before.macColumn === macColumn ? before.parsed : null;
    const next = (parsed: RecognisedList): CheckSettings => ({
      roles: roles ?? parsed.roles,
      edits,
      excluded,
      extraTags,
      mode,
    });
    const work = listParts
      .load()
      .then(({ checkInBackground, parseAndCheckInBackground }) =>
        known
          ? checkInBackground(known, next(known), lastCheck.current, controller.signal).then(
              (check) => ({ parsed: known, check }),
            )
          : parseAndCheckInBackground(
              text,
              { roles: roles ?? undefined, edits, excluded, extraTags, mode },
              controller.signal,
            ),
      );
    work.then(
      ({ parsed, check }) => {
        if (controller.signal.aborted) return;
        parsedFor.current = { text, macColumn, parsed };
        lastCheck.current = check;
        setList({ text, parsed, check, settings: next(parsed) });
        setProblem(null);
      },
      (error: unknown) => {
        // Aborted by a newer change, whose own work follows; any other failure is said.
        if (controller.signal.aborted) return;
        setProblem(
          error instanceof Error && error.name === NO_PARSER
            ? { kind: 'no-parser' }
            : { kind: 'failed', detail: error instanceof Error ? error.message : String(error) },
        );
      },
    );
    return () => controller.abort();
    // `locale`: the check reads the language itself (basisOf); a new one checks again.
  }, [text, macColumn, roles, edits, excluded, extraTags, mode, locale]);

  return text.trim() === '' ? { list: null, problem: null } : { list, problem };
}
