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

/** Runs axe-core on the whole page and fails with one readable line per offending node. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') still applies
  // to the app while axe is injected; an inline <script> tag would be blocked.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const tagged = axe
      .getRules(tags)
      .filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'));
    const rules = Object.fromEntries(tagged.map((rule) => [rule.ruleId, { enabled: true }]));
    const results = await axe.run(document, { rules, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, extraTags);
  const report = violations.flatMap((violation) =>
    violation.targets.map(
      (target) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${target}: ${violation.help}`,
    ),
  );
  expect(report, `axe-core found violations on ${page.url()}`).toEqual([]);
}
