import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import styles from './page.module.css';

export const APP_NAME = 'Sign-In admin';

/** True once the person has moved from the page they first opened; set by the router shell. */
export const NavigatedContext = createContext(false);

export function documentTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

export interface PageProps {
  /** The h1 and the first part of document.title. */
  title: string;
  /** One sentence under the heading saying what the screen is for. */
  lead?: ReactNode;
  children?: ReactNode;
}

/**
 * One screen: sets document.title and, after an in-app navigation (not on first load), moves
 * focus to the h1 so screen readers announce the new page.
 */
export function Page({ title, lead, children }: PageProps) {
  const navigated = useContext(NavigatedContext);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (navigated) headingRef.current?.focus();
    // Only on arrival: a later change of `navigated` on the same page is not a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </>
  );
}
