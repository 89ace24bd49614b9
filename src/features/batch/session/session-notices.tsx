import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '../../../ui/notice.tsx';
import type { ListProblem } from '../check/use-checked-list.ts';

export interface SessionNoticesProps {
  /** The screen opened with the person's stored list (a reload, or coming back). */
  restored: boolean;
  /** The browser refused to store the list: a reload would lose it. */
  notKept: boolean;
  /** The text could not be read at all. */
  problem: ListProblem | null;
}

/** What the screen says about the list itself: kept from before, not kept, not readable. */
export function SessionNotices({ restored, notKept, problem }: SessionNoticesProps) {
  const { t } = useLingui();
  return (
    <>
      {restored ? (
        <Notice title={t`Your list is back`} headingLevel={2}>
          <p>
            <Trans>
              The list, the options and your edits were kept from before, for this connection.
            </Trans>
          </p>
        </Notice>
      ) : null}
      {notKept ? (
        <Notice tone="warning" title={t`This list is not kept for a reload`}>
          <p>
            <Trans>
              The browser refused to store it (too large, or storage is off). Keep this tab open
              until it is sent.
            </Trans>
          </p>
        </Notice>
      ) : null}
      {problem !== null ? (
        <Notice tone="error" title={t`The list could not be read`} role="alert">
          <p>
            {problem.kind === 'no-parser'
              ? t`This browser did not start the background reader that batch import needs. Reload the page, or use another browser.`
              : problem.detail}
          </p>
        </Notice>
      ) : null}
    </>
  );
}
