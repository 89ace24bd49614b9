import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { makerCountText, type MakerCount } from './maker-summary.ts';
import styles from './maker-line.module.css';

export interface MakerLineProps {
  makers: readonly MakerCount[];
  /** The maker key the table is filtered by, if any. */
  selected: string | null;
  onSelect: (key: string | null) => void;
}

/**
 * "Makers: 412 × Brother Industries, 3 × Apple, 2 randomized": each entry a toggle button that
 * filters the table below to that maker's rows.
 */
export function MakerLine({ makers, selected, onSelect }: MakerLineProps) {
  // The counts' words are made here, in the language in use.
  useLingui();
  const labelId = useId();
  if (makers.length === 0) return null;
  return (
    <div className={styles.makers}>
      <span id={labelId}>
        <Trans>Makers:</Trans>{' '}
      </span>
      <ul aria-labelledby={labelId}>
        {makers.map((maker) => (
          <li key={maker.key}>
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={selected === maker.key}
              onClick={() => onSelect(selected === maker.key ? null : maker.key)}
            >
              {makerCountText(maker)}
            </button>
          </li>
        ))}
      </ul>
      {selected !== null ? (
        <>
          {' '}
          <button type="button" className={styles.linkButton} onClick={() => onSelect(null)}>
            <Trans>Show every maker</Trans>
          </button>
        </>
      ) : null}
    </div>
  );
}
