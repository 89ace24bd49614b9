import { lazy, Suspense, useState } from 'react';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import type { ConfirmDialogProps } from './confirm-dialog-view.tsx';

export type { ConfirmDialogProps };

// A confirmation is needed only once something is about to be deleted, sent or cleared: its
// code is not part of any screen's first load. It loads when the page is idle, or at the
// latest when a dialog first opens.
const loadView = () => import('./confirm-dialog-view.tsx');
const ConfirmDialogView = lazy(() => loadView().then((m) => ({ default: m.ConfirmDialogView })));

/**
 * A modal confirmation (confirm-dialog-view.tsx): mounted from its first opening on, so each
 * later opening and closing runs as in a dialog that was always there.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useIdlePrefetch(loadView);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
