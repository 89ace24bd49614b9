// Which language the app speaks: the person's choice on this device, else the browser's
// preferred languages (sv, sv-SE, sv-FI… → Swedish; otherwise English).
import { readText, writeText } from '../lib/web-storage.ts';

export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, as the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

const STORAGE_KEY = 'sign-in-admin.language';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** The first of the browser's languages the app speaks; English when it speaks none of them. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The language chosen on this device, if one was. */
export function storedLocale(storage = localStorageOrUndefined()): Locale | undefined {
  const stored = readText(storage, STORAGE_KEY);
  return isLocale(stored) ? stored : undefined;
}

export function storeLocale(locale: Locale, storage = localStorageOrUndefined()): void {
  writeText(storage, STORAGE_KEY, locale);
}

/** The language to start in: the one chosen here, else the browser's. */
export function initialLocale(): Locale {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return storedLocale() ?? preferredLocale(languages);
}
