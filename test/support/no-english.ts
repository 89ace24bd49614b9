// In Swedish, no English word is left on the page: the visible text, the title and the
// accessible names outside <code> and parts marked as another language (lang="en") hold
// neither a message of the English catalog nor a common English word.
import { expect, type Page } from '@playwright/test';
import type { Words } from './words.ts';

/**
 * English words that Swedish never uses: one of them in Swedish text is a missed translation.
 * Key names (Enter, Tab, Esc) are written the same in Swedish and are not here.
 */
const ENGLISH_ONLY = new Set(
  `the and of to is are was were been with this that these those from will would could should
  your you have has not or an its on can which when where there their each only more one none no
  yes please add added remove removed save saved cancel delete deleted edit show hide send
  choose chosen device devices row rows line lines email emails venue venues connection entry
  entries today days loading results preview activity page new open close back next than then what
  who how does did done must here why copy download upload paste pasted file left right first
  other others any some every before after again`
    .split(/\s+/)
    .filter(Boolean),
);

/** What the page says in the language it claims: texts with the nearest lang="sv…". */
async function swedishTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // What the person typed or pasted is theirs, in whatever language.
    const skipped =
      'code, kbd, samp, pre, script, style, noscript, template, textarea, [translate="no"]';
    const inSwedish = (element: Element) =>
      !element.closest(skipped) &&
      (element.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('sv');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !inSwedish(parent) || !parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (!inSwedish(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** A message's fixed words (between its placeholders) that are long enough to mean English. */
function fragments(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+\/?>/)
    .map((part) => part.trim())
    .filter((part) => (part.match(/[A-Za-z]{2,}/g) ?? []).length >= 3);
}

/**
 * Fails, naming the English found, when the page in Swedish still says something in English.
 * `allow`: texts that are English on purpose here (a server's own message, a seeded name).
 * A no-op in English.
 */
export async function expectNoEnglish(
  page: Page,
  w: Words,
  { allow = [] }: { allow?: readonly (string | RegExp)[] } = {},
): Promise<void> {
  if (w.language !== 'sv') return;
  const texts = (await swedishTexts(page)).map((text) =>
    allow.reduce<string>(
      (left, allowed) =>
        typeof allowed === 'string'
          ? left.replaceAll(allowed, ' ')
          : left.replace(new RegExp(allowed.source, `${allowed.flags.replace('g', '')}g`), ' '),
      text,
    ),
  );
  const found = new Set<string>();
  for (const { english, swedish } of w.messages) {
    if (english === swedish) continue;
    for (const fragment of fragments(english)) {
      if (texts.some((text) => text.includes(fragment))) found.add(`“${fragment}” (catalog)`);
    }
  }
  for (const text of texts) {
    for (const word of text.match(/[\p{L}']+/gu) ?? []) {
      if (ENGLISH_ONLY.has(word.toLowerCase())) found.add(`“${word}” in “${text.slice(0, 80)}”`);
    }
  }
  expect([...found], `English left on ${page.url()}`).toEqual([]);
}
