import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { useAnnounce } from './live-region.tsx';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What goes to the clipboard. */
  text: string;
  /** Said after copying, like "ID copied" or "12 MAC addresses copied" (default: Copied). */
  copiedMessage?: string;
}

/**
 * Copies text to the clipboard and says so. Where the browser refuses (no permission, not a
 * secure page), it says how to copy by hand instead of failing silently.
 */
export function CopyButton({
  text,
  copiedMessage,
  children,
  variant = 'secondary',
  ...rest
}: CopyButtonProps) {
  const { t } = useLingui();
  const announce = useAnnounce();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      announce(copiedMessage ?? t`Copied`);
    } catch {
      setState('failed');
      announce(t`The browser did not allow copying: select the text and copy it by hand`);
    }
  }
  return (
    <Button variant={variant} onClick={() => void copy()} {...rest}>
      {children ?? t`Copy`}
      {state === 'copied' ? <span aria-hidden="true"> ✓</span> : null}
    </Button>
  );
}
