// The app's words in either language, read from its catalogs (src/locales), for tests that run
// in both: `w('Add device')` is "Add device" in English and "Lägg till enhet" in Swedish;
// `w('{name} could not be loaded', { name })` fills placeholders and plurals as the app does.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type Language = 'en' | 'sv';
export type Values = Record<string, string | number>;
export type Words = ((english: string, values?: Values, context?: string) => string) & {
  language: Language;
  /** Every message's English and Swedish, for the check that no English is left. */
  messages: readonly { english: string; swedish: string }[];
};

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LOCALES = fileURLToPath(new URL('../../src/locales/', import.meta.url));

/** A PO entry: its msgid (the English, or an explicit id), msgctxt and msgstr. */
export interface PoEntry {
  id: string;
  context: string;
  text: string;
}

/** A PO file's entries, the strings' escapes read, continued lines joined. */
export function readPo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  const unquote = (line: string) =>
    JSON.parse(line.replace(/^(msgctxt|msgid|msgstr)\s+/, '')) as string;
  let id: string | undefined;
  let context = '';
  let field: 'id' | 'str' | undefined;
  let str = '';
  const flush = () => {
    if (id !== undefined && id !== '') entries.push({ id, context, text: str });
    id = undefined;
    context = '';
    str = '';
    field = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      flush();
      context = unquote(line);
    } else if (line.startsWith('msgid ')) {
      if (field === 'str') flush();
      id = unquote(line);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && field) {
      const more = JSON.parse(line) as string;
      if (field === 'id') id = (id ?? '') + more;
      else str += more;
    } else if (line.trim() === '') {
      if (field === 'str') flush();
    }
  }
  flush();
  return entries;
}

/** A message's key in the catalogs: its msgid and msgctxt. */
const keyOf = (id: string, context = '') => `${context}\u0004${id}`;

function catalogOf(language: Language): Map<string, PoEntry> {
  const all = new Map<string, PoEntry>();
  for (const file of readdirSync(`${LOCALES}${language}`)) {
    if (!file.endsWith('.po')) continue;
    for (const entry of readPo(readFileSync(`${LOCALES}${language}/${file}`, 'utf8'))) {
      all.set(keyOf(entry.id, entry.context), entry);
    }
  }
  return all;
}

const made = new Map<Language, Words>();

/** The words of `language`; each English message the tests name must be in the catalogs. */
export function wordsIn(language: Language): Words {
  const known = made.get(language);
  if (known) return known;
  const english = catalogOf('en');
  const swedish = catalogOf('sv');
  // The English as a person reads it (with its context) → the message's key.
  const keyOfEnglish = new Map<string, string>();
  for (const [key, entry] of english) {
    const byText = keyOf(entry.text, entry.context);
    if (!keyOfEnglish.has(byText)) keyOfEnglish.set(byText, key);
  }
  const messages = language === 'en' ? english : swedish;
  const i18n: I18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(language, Object.fromEntries([...messages].map(([key, entry]) => [key, entry.text])));
  i18n.activate(language);
  const w = ((text: string, values?: Values, context?: string) => {
    const key = keyOfEnglish.get(keyOf(text, context));
    if (key === undefined) {
      throw new Error(`No message "${text}" in src/locales/en: check its English and context`);
    }
    // As a person reads it: the tags of a rich message (<0>…</0>) are elements, not text.
    return i18n._(key, values).replace(/<\/?\d+\s*\/?>/g, '');
  }) as Words;
  w.language = language;
  w.messages = [...english].map(([key, entry]) => ({
    english: entry.text,
    swedish: swedish.get(key)?.text ?? '',
  }));
  made.set(language, w);
  return w;
}
