// The page's first script (src/i18n/preload-words.ts): hints for the words the app will start
// with, in the language it will start in, from the files the build named in the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLocale } from '../../../src/i18n/locale.ts';

/** The page as the build writes /add's: its words' files per language. */
const PAGE = `
  <meta name="words-en" content="/assets/shell.en-1.js /assets/whitelisting.en-1.js">
  <meta name="words-sv" content="/assets/shell.sv-1.js /assets/whitelisting.sv-1.js">`;

/** Runs the script with the browser's languages; returns the files it hinted. */
async function run(languages: string[]): Promise<string[]> {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.resetModules();
  await import('../../../src/i18n/preload-words.ts');
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

describe('preload-words', () => {
  beforeEach(() => {
    document.head.innerHTML = PAGE;
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hints the page’s words in the browser’s language, and only those', async () => {
    expect(await run(['sv-SE', 'en'])).toEqual([
      '/assets/shell.sv-1.js',
      '/assets/whitelisting.sv-1.js',
    ]);
    document.head.innerHTML = PAGE;
    expect(await run(['de-DE', 'en-GB'])).toEqual([
      '/assets/shell.en-1.js',
      '/assets/whitelisting.en-1.js',
    ]);
  });

  it('follows the language chosen on this device over the browser’s', async () => {
    storeLocale('sv');
    expect(await run(['en-US'])).toEqual(['/assets/shell.sv-1.js', '/assets/whitelisting.sv-1.js']);
  });

  it('hints nothing on a page that names no files', async () => {
    document.head.innerHTML = '';
    expect(await run(['sv'])).toEqual([]);
  });

  it('asks as the app’s own imports do (CORS, same origin)', async () => {
    await run(['en']);
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('crossorigin')).toBe('');
  });

  it('then, in a task of its own, makes a date and a number formatter in that language', async () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    await run(['sv-SE']);
    // Not before the hints' requests have left: the script's own task ends first.
    expect(dates).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dates).toHaveBeenCalledWith('sv', expect.anything());
    expect(numbers).toHaveBeenCalledWith('sv');
  });

  it('a formatter that fails leaves the hints and the other formatter be', async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no ICU data');
    });
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(await run(['en'])).toEqual(['/assets/shell.en-1.js', '/assets/whitelisting.en-1.js']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(numbers).toHaveBeenCalledWith('en');
  });
});
