import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BOTH, test as inBothLanguages } from '../support/both-languages.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { escapeRegExp, wordsIn, type Words } from '../support/words.ts';

const STATE = '/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';
const stateSchema = z.object({
  guestSessions: z.array(
    z.object({
      id: z.string(),
      email: z.nullable(z.string()),
      module: z.string(),
      state: z.string(),
    }),
  ),
});

async function sessions(page: Page) {
  const response = await page.request.get(STATE, { headers: { 'x-auth-token': SEED.demo.key } });
  return stateSchema.parse(await response.json()).guestSessions;
}

/** The sessions of these people, as "email module state", sorted. */
async function sessionsOf(page: Page, emails: readonly string[]) {
  return (await sessions(page))
    .filter((s) => s.email !== null && emails.includes(s.email))
    .map((s) => `${s.email} ${s.module} ${s.state}`)
    .sort();
}

async function connect(page: Page, w: Words = wordsIn('en')) {
  await page.goto('/connection');
  await page.getByRole('button', { name: w('Use sandbox demo') }).click();
  await page.getByRole('button', { name: w('Save connection') }).click();
  await expect(page.getByRole('heading', { name: w('Connection saved') })).toBeVisible();
}

function tableRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)),
    );
}

inBothLanguages(
  'the main path: emails pasted, confirmed and sent; results and CSV',
  { tag: BOTH },
  async ({ page, w }) => {
    const sound = async () => {
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, w);
    };
    // Both languages' runs, and the test below, share one sandbox: these people left long ago
    // (they are in no policy), so the removal changes nothing another test counts on.
    const leavers = [1, 2, 3].map((n) => `${w.language}-leaver-${n}@demo.example`);
    await connect(page, w);
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1, name: w('Policy cleanup') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: w('Access policy ID') })).toHaveValue(
      SEED.policyId,
    );
    await sound();
    await page
      .getByRole('textbox', { name: w('Emails') })
      .fill([`Former Staff <${leavers[0]}>`, `mailto:${leavers[1]}`, leavers[2]].join('\n'));
    await expect(page.getByRole('region', { name: w('What will be sent') })).toContainText(
      w('{sending, plural, one {# item to remove} other {# items to remove}}', { sending: 3 }),
    );
    await sound();

    await page.getByRole('button', { name: w('Remove…') }).click();
    const dialog = page.getByRole('dialog', {
      name: w(
        '{count, plural, one {Remove # entry from the policy?} other {Remove # entries from the policy?}}',
        { count: 3 },
      ),
    });
    await expect(dialog.getByRole('button', { name: w('Cancel') })).toBeFocused();
    await sound();
    await dialog
      .getByRole('button', { name: w('Remove {n} and end their sign-ins', { n: 3 }) })
      .click();

    const removed = w('Removed {done} of {sentCount, plural, one {# item} other {# items}}', {
      done: 0,
      sentCount: 3,
    });
    await expect(page.getByRole('heading', { name: removed })).toBeFocused();
    await expect(
      page
        .getByRole('region', {
          name: w('Not in the policy (ignored) ({ignoredCount})', { ignoredCount: 3 }),
        })
        .getByRole('listitem'),
    ).toHaveText(leavers);
    // How many remain depends on the other tests that share the sandbox: any count.
    const [before = '', after = ''] = w('Remaining entries ({remainingCount})', {
      remainingCount: '#',
    }).split('#');
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`^${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`),
      }),
    ).toBeVisible();
    await sound();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w('Download CSV') }).click(),
    ]);
    const header = readFileSync(await download.path(), 'utf8').split('\r\n')[0] ?? '';
    expect(header.replace('\ufeff', '').split(',')[0]).toBe(w('status'));
  },
);

test('remove emails with revocation, then without; the sandbox ended exactly what the counters say', async ({
  page,
}) => {
  const { anna, erik, maja } = SEED.staff;
  const { partner, contractor } = SEED;
  const people = [
    anna.email,
    erik.email,
    maja.email,
    partner.selfProvisioning.email,
    contractor.selfProvisioning.email,
    contractor.meetingHost.email,
    contractor.bareDomain.email,
  ];
  const before = await sessionsOf(page, people);
  const revokedBefore = (await sessions(page)).filter((s) => s.state === 'revoked').length;

  await connect(page);
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Policy cleanup' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Access policy ID' })).toHaveValue(SEED.policyId);
  await page.getByRole('textbox', { name: 'Label for this policy (optional)' }).fill('Staff');
  await page
    .getByRole('textbox', { name: 'Emails' })
    .fill(
      [
        `Anna Berg <${anna.email}>`,
        `mailto:${erik.email}`,
        '*@*.contractor.example',
        'nobody@demo.example',
        `"${partner.selfProvisioning.email}"`,
        'a*@demo.example',
      ].join('\n'),
    );
  await expect(page.getByRole('region', { name: 'What will be sent' })).toContainText(
    '5 items to remove (4 addresses, 0 domain patterns, 1 subdomain pattern); 1 item refused, never sent.',
  );
  await expectNoAxeViolations(page);

  const removeButton = page.getByRole('button', { name: 'Remove…' });
  await removeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Remove 5 entries from the policy?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toContainText(`Staff (${SEED.policyId})`);
  await expect(dialog).toContainText('demo-org / demo-context');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(removeButton).toBeFocused();
  expect(await sessionsOf(page, people)).toEqual(before);

  await removeButton.click();
  await dialog.getByRole('button', { name: 'Remove 5 and end their sign-ins' }).click();
  await expect(page.getByRole('heading', { name: 'Removed 3 of 5 items' })).toBeFocused();
  expect(await tableRows(page)).toEqual([
    [
      'Email or pattern',
      'Self-Provisioning',
      'Meeting Host',
      'Whitelisting',
      'Conferences (reserved)',
    ],
    [anna.email, '1', '1', '0', '0'],
    [erik.email, '1', '1', '0', '0'],
    ['*@*.contractor.example', '1', '1', '0', '0'],
    ['Total', '3', '3', '0', '0'],
  ]);
  await expect(
    page.getByRole('region', { name: 'Not in the policy (ignored) (2)' }).getByRole('listitem'),
  ).toHaveText(['nobody@demo.example', partner.selfProvisioning.email]);
  await expect(
    page.getByRole('region', { name: 'Still allowed (1)' }).getByRole('listitem'),
  ).toHaveText([`${partner.selfProvisioning.email} is still allowed by *@partner.example`]);
  await expect(page.getByRole('heading', { name: 'Remaining entries (3)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // One CSV with every list (the BOM makes Excel read UTF-8).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^policy-removal-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')).toEqual([
    '\ufeffstatus,email,Self-Provisioning,Meeting Host,Whitelisting,Conferences,note',
    `removed,${anna.email},1,1,0,0,`,
    `removed,${erik.email},1,1,0,0,`,
    'removed,*@*.contractor.example,1,1,0,0,',
    'ignored,nobody@demo.example,,,,,not in the policy',
    `ignored,${partner.selfProvisioning.email},,,,,not in the policy`,
    `still allowed,${partner.selfProvisioning.email},,,,,by *@partner.example`,
    'remaining,admin@demo.example,,,,,',
    `remaining,${maja.email},,,,,`,
    'remaining,*@partner.example,,,,,',
    '',
  ]);

  // The counters are the sessions the sandbox ended; conference and uncovered sessions stay.
  const revokedAfter = (await sessions(page)).filter((s) => s.state === 'revoked').length;
  expect(revokedAfter - revokedBefore).toBe(6);
  expect(await sessionsOf(page, people)).toEqual(
    [
      `${anna.email} conference active`,
      `${anna.email} meeting-host revoked`,
      `${anna.email} self-provisioning revoked`,
      `${anna.email} self-provisioning revoked`,
      `${erik.email} meeting-host revoked`,
      `${erik.email} self-provisioning revoked`,
      `${maja.email} meeting-host active`,
      `${maja.email} self-provisioning active`,
      `${maja.email} self-provisioning active`,
      `${partner.selfProvisioning.email} self-provisioning active`,
      `${contractor.selfProvisioning.email} self-provisioning revoked`,
      `${contractor.meetingHost.email} meeting-host revoked`,
      `${contractor.bareDomain.email} self-provisioning active`,
    ].sort(),
  );

  // A second removal from the remaining entries, with revocation off.
  const remaining = page.getByRole('region', { name: 'Remaining entries (3)' });
  await remaining.getByRole('searchbox', { name: 'Filter remaining entries' }).fill('maja');
  await remaining.getByRole('checkbox', { name: maja.email }).check();
  await remaining.getByRole('button', { name: 'Remove selected (1)' }).click();
  await expect(page.getByRole('textbox', { name: 'Emails' })).toHaveValue(maja.email);
  await expect(
    page.getByRole('list', { name: 'Typed items against the policy as last seen' }),
  ).toHaveText(`${maja.email} was in the policy`);
  await page.getByRole('checkbox', { name: 'End their active sign-ins now' }).uncheck();
  await expect(
    page.getByText('Not ticked: existing sessions stay; only new sign-ins are blocked.'),
  ).toBeVisible();
  await removeButton.click();
  await page
    .getByRole('dialog', { name: 'Remove 1 entry from the policy?' })
    .getByRole('button', { name: 'Remove 1 and keep their sign-ins' })
    .click();
  await expect(page.getByRole('heading', { name: 'Removed 1 of 1 item' })).toBeFocused();
  expect(await tableRows(page)).toEqual([
    [
      'Email or pattern',
      'Self-Provisioning',
      'Meeting Host',
      'Whitelisting',
      'Conferences (reserved)',
    ],
    [maja.email, '0', '0', '0', '0'],
    ['Total', '0', '0', '0', '0'],
  ]);
  expect(await sessionsOf(page, [maja.email])).toEqual([
    `${maja.email} meeting-host active`,
    `${maja.email} self-provisioning active`,
    `${maja.email} self-provisioning active`,
  ]);
  await expect(page.getByRole('heading', { name: 'Remaining entries (2)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // New removal: an empty list for the same policy, which is now remembered with its label.
  await page.getByRole('button', { name: 'New removal' }).click();
  await expect(page.getByRole('textbox', { name: 'Emails' })).toHaveValue('');
  await expect(page.getByRole('button', { name: `Use Staff (${SEED.policyId})` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^This policy as last seen, / })).toContainText(
    '2 entries then.',
  );
  await expectNoAxeViolations(page);
});

test('a users export is read by a reader loaded on first use; when it cannot load, nothing is read or sent until it can', async ({
  page,
}) => {
  // Google Workspace's users CSV (test/fixtures/email-lists/google-workspace-users.csv.source.md):
  // three users, their recovery, secondary and manager emails in other columns.
  const exported = readFileSync('test/fixtures/email-lists/google-workspace-users.csv', 'utf8');
  await connect(page);
  // The readers are not part of the screen's first load: block them, as a dropped line would.
  const requested: string[] = [];
  await page.route(/\/assets\/structured-lists-[\w-]+\.js$/, (route) => {
    requested.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('/policy');
  const emails = page.getByRole('textbox', { name: 'Emails' });
  await expect(emails).toBeVisible();
  expect(requested).toEqual([]);

  await emails.fill(exported);
  const preview = page.getByRole('region', { name: 'What will be sent' });
  await expect(preview).toContainText(
    'The list looks like a users export or contact cards, and their reader could not be loaded',
  );
  expect(requested.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Remove…' }).click();
  await expect(page.getByRole('link', { name: /their reader could not be loaded/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoAxeViolations(page);

  // The line is back: a click in Emails loads the readers, and the problem goes away.
  await page.unroute(/\/assets\/structured-lists-[\w-]+\.js$/);
  await emails.click();
  await expect(preview).toContainText(
    '3 items to remove (3 addresses, 0 domain patterns, 0 subdomain patterns).',
  );
  await expect(preview).toContainText(
    'Read as a users export of 3 rows: each user’s own email from the column “Email Address [Required]”.',
  );
  await expect(preview).toContainText('“Manager Email” (2 emails)');
  await expect(page.getByRole('link', { name: /their reader could not be loaded/ })).toBeHidden();
  await page.getByRole('button', { name: 'Remove…' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Remove 3 entries from the policy?' }),
  ).toContainText('asa.ek@example.org, jonas.ek@example.org, lena.sund@example.org');
  await expectNoAxeViolations(page);
});
