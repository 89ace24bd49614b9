import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';

/**
 * Runs `then` after the language changes (not on mount): a form's messages were made in the
 * other language, and checking its fields again says them in this one.
 */
export function useNewLanguage(then: () => void): void {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    then();
    // Only a new language asks for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}
