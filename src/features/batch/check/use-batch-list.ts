import { useMemo } from 'react';
import type { BatchSession } from '../session/session-model.ts';
import type { CheckedRow, CheckResult, SendMode } from './check-model.ts';
import { checkIsCurrent, sendModeOf } from '../run/plan-send.ts';
import { rowsMissingName, rowsToSend } from './rows-to-send.ts';
import { useCheckedList, type CheckedList, type ListProblem } from './use-checked-list.ts';

export interface BatchList {
  /** The newest list made, perhaps of the text before the last keystroke: the preview shows it. */
  shown: CheckedList | null;
  /** The list of the text in the box, or null while it is being made: the only one sent. */
  list: CheckedList | null;
  check: CheckResult | null;
  /** The text could not be read at all. */
  problem: ListProblem | null;
  mode: SendMode;
  /** The check was made with the person's latest choices: its rows may be sent. */
  current: boolean;
  /** What Send sends. */
  toSend: CheckedRow[];
  /** Rows a create would refuse for want of a name (expiry path); 0 on the batch path. */
  missingNames: number;
}

/** The session's text parsed and checked, and what that means for Send. */
export function useBatchList(session: BatchSession): BatchList {
  const mode = sendModeOf(session.expiry);
  const { list: shown, problem } = useCheckedList(session.text, {
    roles: session.roles,
    edits: session.edits,
    excluded: session.excluded,
    extraTags: session.extraTags,
    mode,
  });
  const list = shown?.text === session.text ? shown : null;
  const check = shown?.check ?? null;
  const toSend = useMemo(
    () => (check ? rowsToSend(check, session.alsoSendInvalid) : []),
    [check, session.alsoSendInvalid],
  );
  const missingNames = useMemo(
    () => (check && mode === 'create' ? rowsMissingName(check) : 0),
    [check, mode],
  );
  return {
    shown,
    list,
    check,
    problem,
    mode,
    current: checkIsCurrent(list?.settings ?? null, session),
    toSend,
    missingNames,
  };
}
