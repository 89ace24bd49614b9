import { lazy } from 'react';
import { loadWords } from '../i18n/catalogs.ts';

/** The key form, loaded where a key is missing, with its words (the connection-forms bundle). */
export const LazyKeyPrompt = lazy(() =>
  Promise.all([import('./key-prompt.tsx'), loadWords('connection-forms')]).then(([m]) => ({
    default: m.KeyPrompt,
  })),
);
