// The app's words in the language in use, and only that language: the shell's catalogs load
// before the first render, each screen's with its code, the other language's when it is chosen.
import { i18n, type Messages } from '@lingui/core';
import { sayWith } from '../api/wording.ts';
import { storeLocale, type Locale } from './locale.ts';

// The rules and results of src/api speak the app's language too.
sayWith((words) => i18n._(words));

/** What loads together: the shell (every screen's frame) and one bundle per feature. */
export type Bundle = 'shell' | 'whitelisting' | 'batch' | 'policy-emails' | 'activity';

type Load = () => Promise<{ messages: Messages }>;

const BUNDLES: Record<Locale, Record<Bundle, Load>> = {
  en: {
    shell: () => import('./bundles/en/shell.ts'),
    whitelisting: () => import('./bundles/en/whitelisting.ts'),
    batch: () => import('./bundles/en/batch.ts'),
    'policy-emails': () => import('./bundles/en/policy-emails.ts'),
    activity: () => import('./bundles/en/activity.ts'),
  },
  sv: {
    shell: () => import('./bundles/sv/shell.ts'),
    whitelisting: () => import('./bundles/sv/whitelisting.ts'),
    batch: () => import('./bundles/sv/batch.ts'),
    'policy-emails': () => import('./bundles/sv/policy-emails.ts'),
    activity: () => import('./bundles/sv/activity.ts'),
  },
};

const loading = new Map<string, Promise<void>>();
/** The bundles a screen has asked for: a new language loads these before it shows. */
const wanted = new Set<Bundle>(['shell']);

function loadBundle(locale: Locale, bundle: Bundle): Promise<void> {
  const key = `${locale}:${bundle}`;
  let load = loading.get(key);
  if (!load) {
    load = BUNDLES[locale][bundle]().then(({ messages }) => i18n.load(locale, messages));
    // A failed load (a dropped line) is tried again the next time it is needed.
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** The locale the app starts in, or has switched to, once its shell words have loaded. */
let target: Locale | undefined;

/** Loads `bundle`'s words in the language in use (and keeps them for a later switch). */
export function loadWords(bundle: Bundle): Promise<void> {
  wanted.add(bundle);
  return loadBundle(target ?? 'en', bundle);
}

function showLocale(locale: Locale): void {
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads the shell's words in `locale` and speaks it: before the first render. */
export async function startIn(locale: Locale): Promise<void> {
  target = locale;
  await loadBundle(locale, 'shell');
  showLocale(locale);
}

/**
 * Speaks `locale` from now on, on this device too: every bundle loaded so far is loaded in it
 * first, so no screen shows a word in the other language meanwhile.
 */
export async function switchTo(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([...wanted].map((bundle) => loadBundle(locale, bundle)));
  // A later choice won while this one loaded.
  if (target !== locale) return;
  storeLocale(locale);
  showLocale(locale);
}
