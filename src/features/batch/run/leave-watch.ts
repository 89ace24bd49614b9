// Leaving the page while a run is sent (a reload, a link, a closed tab). The browser drops the
// requests in flight as it leaves (Chromium: between beforeunload and pagehide), and that
// failure must not be stored over the run as a failed chunk ("could not reach the API"): after
// beforeunload, a request that could not get through stops the run as a reload does.
import type { BatchRun } from './run-model.ts';

/** How long after beforeunload a request that could not get through counts as dropped. */
export const LEAVING_MS = 10_000;

/** Where the page's leave events come from (window; an EventTarget in tests). */
export type LeaveEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * The run failed for want of a network just after the page started to leave: the browser
 * dropped the request (a person who chose to stay keeps their requests, so none fail this way).
 */
export function droppedByLeaving(run: BatchRun, leavingSince: number | null, now: number): boolean {
  return (
    leavingSince !== null &&
    now - leavingSince < LEAVING_MS &&
    (run.error?.kind === 'network' || run.error?.kind === 'aborted')
  );
}

export interface LeaveWatch {
  /** `run`'s failure is the page leaving, not the API. */
  dropped: (run: BatchRun) => boolean;
  /** Stops listening (the run is over). */
  end: () => void;
}

/** Listens while a run is sent: `onPageHide` stops it when the page goes. */
export function watchLeaving(
  events: LeaveEvents,
  onPageHide: () => void,
  now: () => number = Date.now,
): LeaveWatch {
  let leavingSince: number | null = null;
  const leaving = () => {
    leavingSince = now();
  };
  events.addEventListener('beforeunload', leaving);
  events.addEventListener('pagehide', onPageHide);
  return {
    dropped: (run) => droppedByLeaving(run, leavingSince, now()),
    end: () => {
      events.removeEventListener('beforeunload', leaving);
      events.removeEventListener('pagehide', onPageHide);
    },
  };
}
