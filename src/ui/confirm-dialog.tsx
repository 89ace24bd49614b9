import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import type { ConfirmDialogProps } from './confirm-dialog-view.tsx';

export type { ConfirmDialogProps };

// A confirmation is needed only once something is about to be deleted, sent or cleared: its
// code is not part of any screen's first load. It loads when the page is idle, or at the
// latest when a dialog first opens.
let loaded: ComponentType<ConfirmDialogProps> | undefined;
const loadView = () =>
  import('./confirm-dialog-view.tsx').then((m) => {
    loaded = m.ConfirmDialogView;
    return m;
  });
const LazyView = lazy(() => loadView().then((m) => ({ default: m.ConfirmDialogView })));

/**
 * A modal confirmation (confirm-dialog-view.tsx): mounted from its first opening on, so each
 * later opening and closing runs as in a dialog that was always there. Its code already here
 * (prefetched), it opens at once: React.lazy would suspend for it and may hold the dialog back.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [View, setView] = useState<ComponentType<ConfirmDialogProps> | null>(() =>
    props.open ? (loaded ?? LazyView) : null,
  );
  if (props.open && View === null) setView(() => loaded ?? LazyView);
  useIdlePrefetch(loadView);
  if (View === null) return null;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
