import { useEffect, useRef, useState } from 'react';
import type { CheckResult, CheckSettings, ParsedList } from './model.ts';
import { checkInBackground, parseAndCheckInBackground } from './parse-in-background.ts';

export interface CheckedList {
  /** The text this list was parsed from: a newer text's list is still being made. */
  text: string;
  parsed: ParsedList;
  check: CheckResult;
  /** The settings this check was made with (its roles are the ones in use). */
  settings: CheckSettings;
}

const WARM_UP = { edits: {}, excluded: [], extraTags: [], mode: 'batch' } as const;

/** Settings without the roles: the person's mapping, or null for the parser's. */
export type ListSettings = Omit<CheckSettings, 'roles'> & { roles: CheckSettings['roles'] | null };

/**
 * The pasted text parsed and checked off the main thread (a worker, or slices): the text is
 * parsed again only when it changes; a changed mapping, edit, exclusion or tag only re-checks.
 * A newer change aborts the work of an older one, so the newest always wins.
 */
export function useCheckedList(text: string, settings: ListSettings): CheckedList | null {
  const [list, setList] = useState<CheckedList | null>(null);
  const parsedFor = useRef<{ text: string; parsed: ParsedList } | null>(null);
  /** The last check of the parsed list in parsedFor: unchanged rows keep their check. */
  const lastCheck = useRef<CheckResult | undefined>(undefined);
  const { roles, edits, excluded, extraTags, mode } = settings;
  // A blank box (New batch) forgets the list, so the next paste never shows the old one.
  const [blank, setBlank] = useState(text.trim() === '');
  if ((text.trim() === '') !== blank) {
    setBlank(!blank);
    if (!blank) setList(null);
  }

  // The parser (a worker with papaparse) starts when the screen opens, not on the first paste.
  useEffect(() => {
    parseAndCheckInBackground('', WARM_UP).catch(() => {
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
    const known = parsedFor.current?.text === text ? parsedFor.current.parsed : null;
    const next = (parsed: ParsedList): CheckSettings => ({
      roles: roles ?? parsed.roles,
      edits,
      excluded,
      extraTags,
      mode,
    });
    const work = known
      ? checkInBackground(known, next(known), lastCheck.current, controller.signal).then(
          (check) => ({
            parsed: known,
            check,
          }),
        )
      : parseAndCheckInBackground(
          text,
          { roles: roles ?? undefined, edits, excluded, extraTags, mode },
          controller.signal,
        );
    work.then(
      ({ parsed, check }) => {
        if (controller.signal.aborted) return;
        parsedFor.current = { text, parsed };
        lastCheck.current = check;
        setList({ text, parsed, check, settings: next(parsed) });
      },
      () => {
        // Aborted by a newer change; that change's own work follows.
      },
    );
    return () => controller.abort();
  }, [text, roles, edits, excluded, extraTags, mode]);

  // While a newer text is parsed, the list of the text before it is returned (its `text` says
  // so), so the preview does not vanish and come back at every keystroke; callers send only a
  // list whose text is the one in the box. A blank box has no list.
  return text.trim() === '' ? null : list;
}
