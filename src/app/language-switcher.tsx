import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { switchTo } from '../i18n/catalogs.ts';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../i18n/locale.ts';
import { useAnnounce } from '../ui/live-region.tsx';
import styles from './app-shell.module.css';

/**
 * Header: the language, a native select labelled in both languages (a person who cannot read
 * the one shown still finds it). The other language's words load when it is chosen; the
 * page changes without a reload.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const announce = useAnnounce();
  // The choice shows at once; the words follow when their catalogs have loaded.
  const [chosen, setChosen] = useState<Locale | undefined>();
  const shown = chosen ?? (isLocale(i18n.locale) ? i18n.locale : 'en');
  return (
    <div className={styles.language}>
      <label htmlFor="language-switcher" className={styles['language-label']}>
        <span lang="sv">Språk</span> / <span lang="en">Language</span>
      </label>
      <select
        id="language-switcher"
        className={styles['language-select']}
        value={shown}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          setChosen(locale);
          switchTo(locale).then(
            () => setChosen(undefined),
            () => {
              // The words did not arrive (a dropped line): the language in use stays, and says so.
              setChosen(undefined);
              const name = LOCALE_NAMES[locale];
              announce(t`${name} could not be loaded. Check the network and choose it again.`);
            },
          );
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
