import { Trans } from '@lingui/react/macro';
import { useState, type ComponentPropsWithRef } from 'react';
import { Button } from './button.tsx';
import styles from './secret-input.module.css';

export interface SecretInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  id: string;
  /** Completes the toggle's name: "Show" + " API key". */
  secretName: string;
}

/**
 * A password input with a Show toggle (aria-pressed) so a pasted secret can be checked. The
 * toggle's name stays the same; its pressed state says whether the text is visible.
 */
export function SecretInput({ id, secretName, ...inputProps }: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.row}>
      <input
        {...inputProps}
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        <Trans>
          Show <span className="visually-hidden">{secretName}</span>
        </Trans>
      </Button>
    </div>
  );
}
