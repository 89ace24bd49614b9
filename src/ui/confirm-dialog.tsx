import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  /** Opens the dialog as a modal; the parent sets it back to false in onConfirm/onCancel. */
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that delete or revoke. */
  destructive?: boolean;
  /** Called after the dialog has closed, so the parent may move focus. */
  onConfirm: () => void;
  /** Called after Cancel, Escape or any other close. */
  onCancel: () => void;
}

const CONFIRM = 'confirm';

/**
 * A modal confirmation on native <dialog>: labelled by its heading, Escape cancels, focus starts
 * on the safe choice and returns to the element that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.returnValue = '';
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    // Only a close that this dialog's own buttons or Escape caused reports back.
    if (!open) return;
    if (dialogRef.current?.returnValue === CONFIRM) onConfirm();
    else onCancel();
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
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
        <Button
          variant={destructive ? 'warning' : 'primary'}
          onClick={() => dialogRef.current?.close(CONFIRM)}
        >
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={() => dialogRef.current?.close()}>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  );
}
