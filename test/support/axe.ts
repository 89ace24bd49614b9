import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Rules with these tags run in addition to axe's default rule set. */
const extraTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
};

type Results = { violations: Violation[]; incomplete: Violation[] };

function lines(results: readonly Violation[]): string[] {
  return results.flatMap((result) =>
    result.targets.map(
      (target) => `${result.id} (${result.impact ?? 'unknown'}) at ${target}: ${result.help}`,
    ),
  );
}

/**
 * Runs axe-core on the whole page and fails with one readable line per offending node. What axe
 * could not decide ("incomplete": needs a person's review) is printed, not failed: such results
 * once hid a real problem (an aria-labelledby on a role-less element).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') still applies
  // to the app while axe is injected; an inline <script> tag would be blocked.
  await page.evaluate(axeSource);
  const { violations, incomplete } = await page.evaluate(async (tags): Promise<Results> => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const tagged = axe
      .getRules(tags)
      .filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'));
    const rules = Object.fromEntries(tagged.map((rule) => [rule.ruleId, { enabled: true }]));
    const results = await axe.run(document, { rules, resultTypes: ['violations', 'incomplete'] });
    const plain = (list: typeof results.violations) =>
      list.map((result) => ({
        id: result.id,
        impact: result.impact ?? null,
        help: result.help,
        helpUrl: result.helpUrl,
        targets: result.nodes.map((node) => node.target.join(' ')),
      }));
    return { violations: plain(results.violations), incomplete: plain(results.incomplete) };
  }, extraTags);
  for (const line of lines(incomplete)) {
    console.log(`axe needs review on ${page.url()}: ${line}`);
  }
  expect(lines(violations), `axe-core found violations on ${page.url()}`).toEqual([]);
}
