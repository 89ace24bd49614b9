// The words of the rules and results in src/api, which the app and the sandbox share. A
// message is a descriptor marked for extraction (/*i18n*/ before the object, an explicit id),
// said in English unless the app has taught `say` its language (src/i18n/catalogs.ts); the
// sandbox never does, so its messages stay English, the server's words.

/** A message: its id in the catalogs, its English (ICU: {name}, {n, number}), its values. */
export interface Words {
  id: string;
  message: string;
  values?: Record<string, string | number>;
}

const PLACEHOLDER = /\{(\w+)(?:,\s*number)?\}/g;

/** The English of `words`: placeholders filled, numbers grouped ("10,000"). */
export function english({ message, values = {} }: Words): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString('en') : value;
  });
}

let speak: (words: Words) => string = english;

/** `words` in the language in use. */
export function say(words: Words): string {
  return speak(words);
}

/** The app's language from now on (the sandbox never calls this). */
export function sayWith(translate: (words: Words) => string): void {
  speak = translate;
}

/**
 * Runs `work` with English words: for a sandbox that shares this module with the app (the
 * component tests' in-process sandbox), so it answers as a server would, in its own words.
 */
export async function inEnglish<T>(work: () => Promise<T>): Promise<T> {
  const before = speak;
  speak = english;
  try {
    return await work();
  } finally {
    speak = before;
  }
}

/** "a; b; c; and 4 more": the first `shown` items, then how many were left out. */
export function firstAndMore(items: readonly string[], shown: number, separator = '; '): string {
  const listed = items.slice(0, shown);
  const more = items.length - listed.length;
  return (
    listed.join(separator) +
    (more > 0
      ? `${separator}${say(/*i18n*/ { id: 'api.wording.andMore', message: 'and {more, number} more', values: { more } })}`
      : '')
  );
}
