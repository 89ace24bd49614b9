import type { ReactNode } from 'react';
import type { FieldRegistration } from '../../ui/form/use-form.tsx';
import styles from './whitelisting.module.css';

/** Keep the current value (left out of the update) or set it (the revealed field). */
export function KeepOrSet({
  legend,
  id,
  keepLabel,
  setLabel,
  registration,
  chosen,
  children,
}: {
  legend: string;
  /** The first radio's id (the error summary's target); the second adds "-set". */
  id: string;
  keepLabel: string;
  setLabel: string;
  registration: FieldRegistration;
  chosen: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radio}>
        <input type="radio" id={id} value="keep" {...registration} />
        <label htmlFor={id}>{keepLabel}</label>
      </div>
      <div className={styles.radio}>
        <input type="radio" id={`${id}-set`} value="set" {...registration} />
        <label htmlFor={`${id}-set`}>{setLabel}</label>
      </div>
      {chosen === 'set' ? <div className={styles.reveal}>{children}</div> : null}
    </fieldset>
  );
}
