import { Notice } from '../../../ui/notice.tsx';

export interface SessionNoticesProps {
  /** The screen opened with the person's stored list (a reload, or coming back). */
  restored: boolean;
  /** The browser refused to store the list: a reload would lose it. */
  notKept: boolean;
  /** The text could not be read at all, in words. */
  problem: string | null;
}

/** What the screen says about the list itself: kept from before, not kept, not readable. */
export function SessionNotices({ restored, notKept, problem }: SessionNoticesProps) {
  return (
    <>
      {restored ? (
        <Notice title="Your list is back" headingLevel={2}>
          <p>The list, the options and your edits were kept from before, for this connection.</p>
        </Notice>
      ) : null}
      {notKept ? (
        <Notice tone="warning" title="This list is not kept for a reload">
          <p>
            The browser refused to store it (too large, or storage is off). Keep this tab open until
            it is sent.
          </p>
        </Notice>
      ) : null}
      {problem !== null ? (
        <Notice tone="error" title="The list could not be read" role="alert">
          <p>{problem}</p>
        </Notice>
      ) : null}
    </>
  );
}
