// The browser tests name what they use in English through w('…') (test/support/words.ts): each
// must be a message of the catalogs, so a test is never left behind by a change of words. This
// checks it without a browser.
import { readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { wordsIn } from '../../support/words.ts';

const SPECS = ['test/e2e', 'test/support'];

it('every w(…) in the browser tests names a message of the catalogs', () => {
  const english = wordsIn('en');
  const unknown: string[] = [];
  for (const dir of SPECS) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const code = readFileSync(`${dir}/${file}`, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '');
      for (const [, text = ''] of code.matchAll(/\bw\(\s*'((?:[^'\\]|\\.)*)'/g)) {
        try {
          english(text.replace(/\\'/g, "'"));
        } catch {
          unknown.push(`${file}: ${text}`);
        }
      }
    }
  }
  expect(unknown).toEqual([]);
});
