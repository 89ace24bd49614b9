// The app's words in the language in use, and only that language: the shell's catalogs load
// before the first render, each screen's with its code, the other language's when it is chosen.
import { i18n, type Messages } from '@lingui/core';
import { sayWith } from '../api/wording.ts';
import { storeLocale, type Locale } from './locale.ts';

// The rules and results of src/api speak the app's language too.
sayWith((words) => i18n._(words));

/**
 * What loads together: the shell (every screen's frame), the Connection screen's, the forms of a
 * connection's settings and key (the Connection screen, the key prompt, the venues' keys), the
 * results views' (shared by several screens) and one bundle per feature.
 */
export type Bundle =
  | 'shell'
  | 'connection-screen'
  | 'connection-forms'
  | 'results'
  | 'whitelisting'
  | 'batch'
  | 'policy-emails'
  | 'activity';

type Load = () => Promise<{ messages: Messages }>;

const BUNDLES: Record<Locale, Record<Bundle, Load>> = {
  en: {
    shell: () => import('./bundles/shell.en.ts'),
    'connection-screen': () => import('./bundles/connection-screen.en.ts'),
    'connection-forms': () => import('./bundles/connection-forms.en.ts'),
    results: () => import('./bundles/results.en.ts'),
    whitelisting: () => import('./bundles/whitelisting.en.ts'),
    batch: () => import('./bundles/batch.en.ts'),
    'policy-emails': () => import('./bundles/policy-emails.en.ts'),
    activity: () => import('./bundles/activity.en.ts'),
  },
  sv: {
    shell: () => import('./bundles/shell.sv.ts'),
    'connection-screen': () => import('./bundles/connection-screen.sv.ts'),
    'connection-forms': () => import('./bundles/connection-forms.sv.ts'),
    results: () => import('./bundles/results.sv.ts'),
    whitelisting: () => import('./bundles/whitelisting.sv.ts'),
    batch: () => import('./bundles/batch.sv.ts'),
    'policy-emails': () => import('./bundles/policy-emails.sv.ts'),
    activity: () => import('./bundles/activity.sv.ts'),
  },
};

/** Every bundle's name (tests load them all). */
export const allBundles = (): Bundle[] => Object.keys(BUNDLES.en) as Bundle[];

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

/** Loads the bundles' words in the language in use (and keeps them for a later switch). */
export function loadWords(...bundles: Bundle[]): Promise<void> {
  return Promise.all(
    bundles.map((bundle) => {
      wanted.add(bundle);
      return loadBundle(target ?? 'en', bundle);
    }),
  ).then(() => undefined);
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
