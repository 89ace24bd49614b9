import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  /** Heading text; rendered as an h2 unless headingLevel says otherwise. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** e.g. "status" when the notice appears in answer to an action. */
  role?: 'status' | 'alert';
  children?: ReactNode;
}

/** A coloured panel for a message that belongs to the page (welcome, result, missing setup). */
export function Notice({ tone = 'info', title, headingLevel = 2, role, children }: NoticeProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`${styles.notice} ${tone === 'info' ? '' : styles[tone]}`} role={role}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {children}
    </div>
  );
}
