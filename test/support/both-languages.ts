// Tests tagged BOTH run twice: in English (project chromium) and in Swedish (chromium-sv, whose
// browser prefers sv-SE, so the app starts in Swedish as it would for a Swedish person). They
// name what they use in English through `w`, which gives the words of the run's language.
import { test as base } from '@playwright/test';
import { wordsIn, type Words } from './words.ts';

export const BOTH = '@both';

export const test = base.extend<{ w: Words }>({
  w: async ({ locale }, use) => {
    await use(wordsIn(locale?.toLowerCase().startsWith('sv') ? 'sv' : 'en'));
  },
});

export { expect } from '@playwright/test';
