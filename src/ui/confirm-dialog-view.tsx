import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  /** Opens the dialog as a modal; the parent sets it back to false in onConfirm/onCancel. */
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Default: Cancel. */
  cancelLabel?: string;
  /** Red confirm button, for actions that delete or revoke. */
  destructive?: boolean;
  /** Called after the dialog has closed, so the parent may move focus. */
  onConfirm: () => void;
  /** Called after Cancel, Escape or any other close. */
  onCancel: () => void;
}

/**
 * A modal confirmation on native <dialog>: labelled by its heading, Escape cancels, focus starts
 * on the safe choice and returns to the element that opened it. Used through ConfirmDialog
 * (confirm-dialog.tsx), which loads it when first opened.
 */
export function ConfirmDialogView({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  // Whether this opening was already answered: each opening reports once.
  const settledRef = useRef(true);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      settledRef.current = false;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      // Closed by the parent: nothing to report, focus back where it was.
      settledRef.current = true;
      dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [open]);

  // Reported at once, not from the "close" event the browser fires a task later: a key pressed
  // in between (Enter on the opener, right after Escape) would otherwise meet a dialog the
  // parent still thinks open, and the late report would then close the new request.
  function settle(confirmed: boolean) {
    if (settledRef.current) return;
    settledRef.current = true;
    const opener = openerRef.current;
    openerRef.current = null;
    if (dialogRef.current?.open) dialogRef.current.close();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    if (confirmed) onConfirm();
    else onCancel();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: closed by settle(), so the report and the closing are one step.
    event.preventDefault();
    settle(false);
  }

  function handleClose() {
    // A close the browser made without a cancel event (a close watcher may skip it) is a cancel;
    // a late event of an opening already answered (or opened again since) is not.
    if (dialogRef.current?.open) return;
    settle(false);
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant={destructive ? 'warning' : 'primary'} onClick={() => settle(true)}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={() => settle(false)}>
          {cancelLabel ?? t`Cancel`}
        </Button>
      </div>
    </dialog>
  );
}
