import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ConnectionSwitcher } from '../connection/connection-switcher.tsx';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import { APP_NAME } from '../ui/page.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ROUTES } from './routes.ts';
import styles from './app-shell.module.css';

function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1d4ed8" />
      <path
        d="M8 17l5 5 11-12"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Skip link, header with name, main navigation and connection switcher, main, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { t, i18n } = useLingui();
  // The other screens load when the browser is idle after the first one, and at once when a
  // link to one is pointed at or focused: a move between screens then waits for no download.
  useIdlePrefetch(useCallback(() => Promise.all(ROUTES.map((route) => route.load())), []));
  return (
    <>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to main content</Trans>
      </a>
      <header className={styles.header}>
        <div className={`${styles.inner} ${styles.bar}`}>
          <Link href="/" className={styles.brand}>
            <Logo />
            {APP_NAME}
          </Link>
          <div className={styles.tools}>
            <ConnectionSwitcher />
            <LanguageSwitcher />
          </div>
        </div>
        <nav aria-label={t`Main`} className={styles.nav}>
          <div className={styles.inner}>
            <ul>
              {ROUTES.map((route) => (
                <li key={route.path}>
                  <Link
                    href={route.path}
                    aria-current={location === route.path ? 'page' : undefined}
                    onPointerEnter={() => void route.load().catch(() => {})}
                    onFocus={() => void route.load().catch(() => {})}
                  >
                    {i18n._(route.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <p>
            <Trans>
              {APP_NAME}: connection settings and API keys are stored in this browser only.
            </Trans>
          </p>
        </div>
      </footer>
    </>
  );
}

export function LoadingScreen() {
  return (
    <p role="status" className={styles.loading}>
      <Trans>Loading…</Trans>
    </p>
  );
}
