import { describe, expect, it } from 'vitest';
import { preferredLocale, storedLocale, storeLocale } from '../../../src/i18n/locale.ts';
import { MemoryStorage } from '../../support/memory-storage.ts';

describe('preferredLocale', () => {
  it('is Swedish for sv and its regional forms, in any case', () => {
    for (const language of ['sv', 'sv-SE', 'sv-FI', 'SV-se']) {
      expect(preferredLocale([language])).toBe('sv');
    }
  });

  it('takes the first language the app speaks, in the browser’s order', () => {
    expect(preferredLocale(['de-DE', 'sv-SE', 'en'])).toBe('sv');
    expect(preferredLocale(['en-GB', 'sv'])).toBe('en');
  });

  it('is English otherwise, and for no language at all', () => {
    expect(preferredLocale(['de', 'fi-FI', 'nb'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});

describe('the stored choice', () => {
  it('is read back, and anything else stored under its key is ignored', () => {
    const storage = new MemoryStorage();
    expect(storedLocale(storage)).toBeUndefined();
    storeLocale('sv', storage);
    expect(storedLocale(storage)).toBe('sv');
    storage.setItem('sign-in-admin.language', 'fr');
    expect(storedLocale(storage)).toBeUndefined();
  });
});
