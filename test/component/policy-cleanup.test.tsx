import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SEED } from '../../src/sandbox/seed.ts';
import { renderScreen, type RenderScreenOptions } from '../support/render-screen.tsx';
import { lobby, office } from '../support/saved-connections.ts';
import { server, testSandbox } from '../support/msw-server.ts';

const REMOVE_URL = '*/v1/org/demo-org/contexts/sign-in/demo-context/policies/:policyId/emails';
const withDefaultPolicy = { ...office, defaultPolicyId: SEED.policyId };

/** Records each removal body and forwards it to the sandbox, unchanged. */
function recordBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.delete(REMOVE_URL, async ({ request }) => {
      bodies.push(await request.clone().json());
      return testSandbox().fetch(request);
    }),
  );
  return bodies;
}

async function openPolicy(options: RenderScreenOptions = {}) {
  const view = renderScreen(undefined, {
    path: '/policy',
    connections: [withDefaultPolicy],
    ...options,
  });
  await screen.findByRole('heading', { level: 1, name: 'Policy cleanup' });
  const emails = await screen.findByRole('textbox', { name: 'Emails' });
  return { ...view, emails };
}

describe('Policy cleanup', () => {
  it('fills in the default policy and shows each typed item as an address, a pattern or refused', async () => {
    const { user, emails } = await openPolicy();
    expect(screen.getByRole('textbox', { name: 'Access policy ID' })).toHaveValue(SEED.policyId);
    await user.type(
      emails,
      'Anna Berg <anna.berg@demo.example>; ANNA.BERG@demo.example, *@partner.example *@*.contractor.example a*@x.example',
    );
    const preview = await screen.findByRole('region', { name: 'What will be sent' });
    expect(preview).toHaveTextContent(
      '3 items to remove (1 address, 1 domain pattern, 1 subdomain pattern); 1 item refused, never sent; 1 duplicate folded.',
    );
    expect(
      within(preview).getByText(/refused: .*a wildcard may only stand before the @/),
    ).toBeVisible();
  });

  it('reads a users export’s own email column, says which in words, and never sends the manager’s', async () => {
    const bodies = recordBodies();
    const { user, emails } = await openPolicy();
    const exported = [
      'First Name [Required],Last Name [Required],Email Address [Required],Recovery Email,Manager Email,Department',
      'Anna,Berg,anna.berg@demo.example,anna@mail.example,jonas.ek@demo.example,Front desk',
      'Erik,Lund,erik.lund@demo.example,,jonas.ek@demo.example,Facilities',
    ].join('\n');
    fireEvent.change(emails, { target: { value: exported } });
    const preview = await screen.findByRole('region', { name: 'What will be sent' });
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        '2 items to remove (2 addresses, 0 domain patterns, 0 subdomain patterns).',
      ),
    );
    expect(
      within(preview).getByText(
        'Read as a users export of 2 rows: each user’s own email from the column “Email Address [Required]”. Not read, never sent: “Recovery Email” (1 email) and “Manager Email” (2 emails): they are other people’s or other addresses.',
      ),
    ).toBeVisible();
    expect(within(preview).queryByText(/jonas\.ek/)).toBeNull();
    expect((await axe.run(document.body)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 2 and end their sign-ins' }),
    );
    await screen.findByRole('heading', { name: /^Removed \d of 2 items$/ });
    expect(bodies).toEqual([
      { emails: ['anna.berg@demo.example', 'erik.lund@demo.example'], revokeUserEngagement: true },
    ]);
  });

  it('reads a pasted vCard by its EMAIL lines and says so', async () => {
    const { emails } = await openPolicy();
    fireEvent.change(emails, {
      target: {
        value:
          'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna Berg\r\nEMAIL;TYPE=work,PREF:anna.berg@demo.example\r\nTEL;TYPE=work:+46 8 123\r\nEND:VCARD\r\n',
      },
    });
    const preview = await screen.findByRole('region', { name: 'What will be sent' });
    await waitFor(() => expect(within(preview).getByText('anna.berg@demo.example')).toBeVisible());
    expect(preview).toHaveTextContent('Read as 1 contact card (vCard): only their EMAIL lines.');
    expect(within(preview).queryByText(/pref:/i)).toBeNull();
  });

  it('lists refused items first, so a long paste never hides the ones to fix', async () => {
    const { emails } = await openPolicy();
    const many = Array.from({ length: 400 }, (_, i) => `user${i}@demo.example`).join('\n');
    // Pasted, not typed key by key: 400 lines.
    fireEvent.change(emails, { target: { value: `${many}\nuser*@demo.example` } });
    const preview = await screen.findByRole('region', { name: 'What will be sent' });
    await waitFor(() =>
      expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent(
        /^user\*@demo\.example refused: /,
      ),
    );
    const items = within(preview).getAllByRole('listitem');
    expect(items).toHaveLength(300);
  });

  it('collapses the words of a pasted request into one line; attempted addresses keep their reasons', async () => {
    const { user, emails } = await openPolicy();
    const request = [
      'Hi team,',
      'please remove the people below from the guest Wi-Fi, they left last week:',
      'anna.berg@demo.example and erik.lund@demo.example; also Åsa@Exempel-ÅÄÖ.se.',
      "Bob's old address was bob@ but I do not remember the rest.",
      'Thanks!',
    ].join('\n');
    fireEvent.change(emails, { target: { value: request } });
    const preview = await screen.findByRole('region', { name: 'What will be sent' });
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        '3 items to remove (3 addresses, 0 domain patterns, 0 subdomain patterns); 28 items refused, never sent; 2 duplicates folded.',
      ),
    );
    const words = within(preview).getByRole('group');
    const items = within(preview)
      .getAllByRole('listitem')
      .filter((li) => !words.contains(li));
    expect(items.map((li) => li.textContent)).toEqual([
      'bob@ refused: Email "bob@" is not an address (alice@acme.com) or a pattern (*@acme.com, *@*.acme.com): no domain follows the @',
      'anna.berg@demo.example address',
      'erik.lund@demo.example address',
      'åsa@exempel-åäö.se address',
    ]);

    const line = within(preview).getByText('27 words that are not addresses were left out: Show');
    expect(within(words).getByText('Thanks!')).not.toBeVisible();
    await user.click(line);
    expect(line).toHaveTextContent('27 words that are not addresses were left out: Hide');
    expect(within(words).getByText('Thanks!')).toBeVisible();
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Hi',
      'team',
      'please',
      'remove',
      'the',
      'people',
      'below',
      'from',
      'guest',
      'Wi-Fi',
      'they',
      'left',
      'last',
      'week:',
      'and',
      'also',
      "Bob's",
      'old',
      'address',
      'was',
      'but',
      'I',
      'do',
      'not',
      'remember',
      'rest.',
      'Thanks!',
    ]);
    // jsdom has no layout, so contrast is for the browser tests; the rest holds here.
    const { violations } = await axe.run(preview, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it('confirms in a dialog; Escape and Cancel change nothing and return focus', async () => {
    const bodies = recordBodies();
    const { user, emails } = await openPolicy();
    await user.type(emails, 'anna.berg@demo.example\nerik.lund@demo.example');
    const removeButton = screen.getByRole('button', { name: 'Remove…' });
    await user.click(removeButton);

    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 entries from the policy?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveTextContent(SEED.policyId);
    expect(dialog).toHaveTextContent('Office (demo-org / demo-context)');
    expect(dialog).toHaveTextContent('Their active sign-ins end now.');
    expect(
      within(dialog).getByRole('button', { name: 'Remove 2 and end their sign-ins' }),
    ).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeButton).toHaveFocus();

    await user.click(removeButton);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeButton).toHaveFocus();
    expect(bodies).toEqual([]);
    expect(emails).toHaveValue('anna.berg@demo.example\nerik.lund@demo.example');

    // Unticked, the button says the sign-ins stay.
    await user.click(screen.getByRole('checkbox', { name: 'End their active sign-ins now' }));
    await user.click(removeButton);
    expect(
      await screen.findByRole('button', { name: 'Remove 2 and keep their sign-ins' }),
    ).toBeVisible();
  });

  it('shows removed with counters and Total, ignored, still allowed and remaining; remembers the policy', async () => {
    const bodies = recordBodies();
    const { user, emails, storages } = await openPolicy();
    await user.type(
      screen.getByRole('textbox', { name: 'Label for this policy (optional)' }),
      'Staff',
    );
    await user.type(
      emails,
      'anna.berg@demo.example, *@*.contractor.example, nobody@demo.example, jonas.ek@partner.example',
    );
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 4 and end their sign-ins' }),
    );

    const heading = await screen.findByRole('heading', { name: 'Removed 2 of 4 items' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodies).toEqual([
      {
        emails: [
          'anna.berg@demo.example',
          '*@*.contractor.example',
          'nobody@demo.example',
          'jonas.ek@partner.example',
        ],
        revokeUserEngagement: true,
      },
    ]);
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Email or pattern',
        'Self-Provisioning',
        'Meeting Host',
        'Whitelisting',
        'Conferences (reserved)',
      ],
      ['anna.berg@demo.example', '1', '1', '0', '0'],
      ['*@*.contractor.example', '1', '1', '0', '0'],
      ['Total', '2', '2', '0', '0'],
    ]);
    const ignored = screen.getByRole('region', { name: 'Not in the policy (ignored) (2)' });
    expect(
      within(ignored)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['nobody@demo.example', 'jonas.ek@partner.example']);
    expect(screen.getByRole('region', { name: 'Still allowed (1)' })).toHaveTextContent(
      'jonas.ek@partner.example is still allowed by *@partner.example',
    );
    const remaining = screen.getByRole('region', { name: 'Remaining entries (4)' });
    expect(
      within(remaining)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual([
      'admin@demo.example',
      'erik.lund@demo.example',
      'maja.holm@demo.example',
      '*@partner.example',
    ]);
    await user.type(
      within(remaining).getByRole('searchbox', { name: 'Filter remaining entries' }),
      'demo',
    );
    expect(within(remaining).getByRole('status')).toHaveTextContent('3 of 4 entries match');

    // The result survives a reload, until New removal.
    const again = renderScreen(undefined, {
      path: '/policy',
      connections: [withDefaultPolicy],
      storages,
    });
    expect(await screen.findAllByRole('heading', { name: 'Removed 2 of 4 items' })).toHaveLength(2);
    again.unmount();

    // Remove selected: a new removal with them, back on the form.
    await user.click(within(remaining).getByRole('checkbox', { name: 'maja.holm@demo.example' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    const next = await screen.findByRole('textbox', { name: 'Emails' });
    expect(next).toHaveValue('maja.holm@demo.example');
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Label for this policy (optional)' })).toHaveValue(
      'Staff',
    );

    // Remembered: the policy with its label, and its entries as last seen with the typed item marked.
    expect(screen.getByRole('button', { name: `Use Staff (${SEED.policyId})` })).toBeVisible();
    // Its code loads when a remembered policy is shown: waited for.
    const seen = await screen.findByRole('region', { name: /^This policy as last seen, / });
    expect(seen).toHaveTextContent('4 entries then.');
    expect(seen).toHaveTextContent('1 of the 1 typed item was in it.');
    expect(
      within(seen).getByRole('list', { name: 'Typed items against the policy as last seen' }),
    ).toHaveTextContent('maja.holm@demo.example was in the policy');

    // An empty label keeps the one this device knows for the policy.
    await user.clear(screen.getByRole('textbox', { name: 'Label for this policy (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    expect(
      await screen.findByRole('dialog', { name: 'Remove 1 entry from the policy?' }),
    ).toHaveTextContent(`Staff (${SEED.policyId})`);
  });

  it('makes each box that scrolls (long lists, the table on a narrow screen) a named region in the tab order', async () => {
    // jsdom has no layout: every box is made taller than it shows, as a long list is.
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    try {
      const { user, emails } = await openPolicy();
      await user.type(
        emails,
        'anna.berg@demo.example, nobody@demo.example, jonas.ek@partner.example',
      );
      const items = await screen.findByRole('region', { name: 'Items to send' });
      expect(items).toHaveAttribute('tabindex', '0');
      expect(within(items).getAllByRole('listitem')).toHaveLength(3);

      await user.click(screen.getByRole('button', { name: 'Remove…' }));
      await user.click(await screen.findByRole('button', { name: /^Remove 3 and end/ }));
      await screen.findByRole('heading', { name: 'Removed 1 of 3 items' });
      for (const name of ['Removed entries', 'Not in the policy (ignored)', 'Still allowed']) {
        expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
      }
      expect(
        within(screen.getByRole('region', { name: 'Removed entries' })).getByRole('table'),
      ).toBeInTheDocument();
    } finally {
      height.mockRestore();
    }
  });

  it('switching connection shows that connection’s policy and draft; switching back restores the first', async () => {
    const lobbyPolicy = '11111111-2222-4333-8444-555555555555';
    const { user, emails } = await openPolicy({
      connections: [{ ...lobby, defaultPolicyId: lobbyPolicy }, withDefaultPolicy],
    });
    await user.type(emails, 'anna.berg@demo.example');
    const connection = screen.getByRole('combobox', { name: 'Connection' });

    await user.selectOptions(connection, 'Lobby');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Access policy ID' })).toHaveValue(lobbyPolicy),
    );
    expect(screen.getByRole('textbox', { name: 'Emails' })).toHaveValue('');

    await user.selectOptions(connection, 'Office');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Access policy ID' })).toHaveValue(SEED.policyId),
    );
    expect(screen.getByRole('textbox', { name: 'Emails' })).toHaveValue('anna.berg@demo.example');
  });

  it('keeps what was typed across a reload with the same storages', async () => {
    const { user, emails, storages, unmount } = await openPolicy();
    await user.clear(screen.getByRole('textbox', { name: 'Access policy ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Access policy ID' }), 'not-yet');
    await user.type(emails, 'anna.berg@demo.example');
    await user.click(screen.getByRole('checkbox', { name: 'End their active sign-ins now' }));
    unmount();

    await openPolicy({ storages });
    expect(screen.getByRole('textbox', { name: 'Access policy ID' })).toHaveValue('not-yet');
    expect(screen.getByRole('textbox', { name: 'Emails' })).toHaveValue('anna.berg@demo.example');
    expect(
      screen.getByRole('checkbox', { name: 'End their active sign-ins now' }),
    ).not.toBeChecked();
  });

  it('checks the policy ID and the list before asking', async () => {
    const { user, emails } = await openPolicy();
    await user.clear(screen.getByRole('textbox', { name: 'Access policy ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Access policy ID' }), 'staff');
    await user.type(emails, 'a*@acme.com');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(
      within(summary.parentElement!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Access policy ID must be a UUID like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
      'Nothing can be sent: the item is refused (see What will be sent)',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a server error with its request id and a copy button; keeps what was typed', async () => {
    server.use(
      http.delete(REMOVE_URL, () =>
        HttpResponse.json(
          { status: 500, message: 'Database unavailable', request_id: 'req-7f3a' },
          { status: 500 },
        ),
      ),
    );
    const { user, emails } = await openPolicy();
    await user.type(emails, 'anna.berg@demo.example');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The removal did not go through' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(
      'The server had a problem (HTTP 500). Nothing you entered is lost; try again. The server said: Database unavailable.',
    );
    expect(alert).toHaveTextContent('Request id: req-7f3a');
    expect(within(alert).getByRole('button', { name: 'Copy request id' })).toBeVisible();
    expect(emails).toHaveValue('anna.berg@demo.example');
  });

  it('says a 404 means the policy does not exist in this context', async () => {
    const { user, emails } = await openPolicy();
    const id = screen.getByRole('textbox', { name: 'Access policy ID' });
    await user.clear(id);
    await user.type(id, '00000000-0000-4000-8000-000000000000');
    await user.type(emails, 'anna.berg@demo.example');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No such access policy' })).toBeVisible();
    expect(alert).toHaveTextContent(
      'Access policy 00000000-0000-4000-8000-000000000000 does not exist in the Sign-In context demo-context (HTTP 404).',
    );
    expect(alert).toHaveTextContent(/Request id: \S+/);
    expect(emails).toHaveValue('anna.berg@demo.example');
    // The notice above the form takes focus, not the Remove button far below it.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('shows markup in a server answer as text', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    server.use(
      http.delete(REMOVE_URL, () =>
        HttpResponse.json({
          policyEmails: ['<b>bold</b>@demo.example'],
          removedEmails: [
            {
              email: `${markup}@demo.example`,
              revokedLoginsForSelfProvisioning: 0,
              revokedLoginsForMeetingHost: 0,
              revokedWhitelisting: 0,
              revokeLoginsforConferences: 3,
            },
          ],
        }),
      ),
    );
    const { user, emails, container } = await openPolicy();
    await user.type(emails, 'anna.berg@demo.example');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );

    await screen.findByRole('heading', { name: 'Removed 1 of 1 item' });
    expect(screen.getByRole('rowheader', { name: `${markup}@demo.example` })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '<b>bold</b>@demo.example' })).toBeVisible();
    expect(container.querySelector('img, b')).toBeNull();
    // Conferences is reserved, but a number the server sends is shown as sent.
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0', '3']);
  });

  it('refuses a 200 without removedEmails as not what the API describes; keeps what was typed', async () => {
    server.use(http.delete(REMOVE_URL, () => HttpResponse.json({ policyEmails: [] })));
    const { user, emails } = await openPolicy();
    await user.type(emails, 'anna.berg@demo.example');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Answer not what the API describes' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(
      'The API answered HTTP 200, but the body is not what the API describes (removedEmails: expected array).',
    );
    expect(alert).toHaveTextContent(
      'The API may have removed them all the same. Sending the list again is safe',
    );
    expect(screen.queryByRole('heading', { name: /^Removed / })).not.toBeInTheDocument();
    expect(emails).toHaveValue('anna.berg@demo.example');
  });

  // Issue 14.3: a retry after a lost answer says what the first attempt probably did.
  it.each([
    ['no answer', () => HttpResponse.error()],
    ["a gateway's 504", () => new HttpResponse('<html>Gateway Time-out</html>', { status: 504 })],
    ['a 200 that is not JSON', () => new HttpResponse('OK', { status: 200 })],
  ])(
    'stored, then %s: the retry shows the items as probably removed by the earlier attempt, sign-ins unknown',
    async (_, answer) => {
      const anna = 'anna.berg@demo.example';
      recordBodies();
      server.use(
        http.delete(
          REMOVE_URL,
          async ({ request }) => {
            await testSandbox().fetch(request);
            return answer();
          },
          { once: true },
        ),
      );
      const { user, emails } = await openPolicy();
      await user.type(emails, `${anna}\nnobody@demo.example`);
      await user.click(screen.getByRole('button', { name: 'Remove…' }));
      await user.click(
        await screen.findByRole('button', { name: 'Remove 2 and end their sign-ins' }),
      );
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByRole('heading', {
          name: /Answer not received|Answer not what the API describes/,
        }),
      ).toBeVisible();
      expect(emails).toHaveValue(`${anna}\nnobody@demo.example`);

      await user.click(screen.getByRole('button', { name: 'Remove…' }));
      await user.click(
        await screen.findByRole('button', { name: 'Remove 2 and end their sign-ins' }),
      );
      // Both were sent by the lost attempt: the retry cannot tell which one was never there.
      await screen.findByRole('heading', {
        name: 'Removed 2 of 2 items (2 probably by the earlier attempt)',
      });
      const probably = screen
        .getByRole('heading', { name: 'Probably removed by the earlier attempt (2)' })
        .closest('section')!;
      expect(
        within(probably)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([anna, 'nobody@demo.example']);
      expect(probably).toHaveTextContent('unless some were never in the policy');
      expect(
        screen.getByText(/The sign-ins the earlier attempt ended are not known/),
      ).toBeVisible();
      expect(
        screen.getByRole('heading', { name: 'Not in the policy (ignored) (0)' }),
      ).toBeVisible();
      expect(
        screen.queryByText('Nothing was removed: none of the items was in the policy.'),
      ).not.toBeInTheDocument();
    },
  );

  it('a lost answer, a reload, then the retry: still probably removed by the earlier attempt', async () => {
    const anna = 'anna.berg@demo.example';
    recordBodies();
    server.use(
      http.delete(
        REMOVE_URL,
        async ({ request }) => {
          await testSandbox().fetch(request);
          return new HttpResponse(null, { status: 502 });
        },
        { once: true },
      ),
    );
    const first = await openPolicy();
    await first.user.type(first.emails, anna);
    await first.user.click(screen.getByRole('button', { name: 'Remove…' }));
    await first.user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );
    await screen.findByRole('alert');
    first.unmount();
    const again = await openPolicy({ storages: first.storages });
    expect(again.emails).toHaveValue(anna);
    await again.user.click(screen.getByRole('button', { name: 'Remove…' }));
    await again.user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );
    await screen.findByRole('heading', {
      name: 'Removed 1 of 1 item (1 probably by the earlier attempt)',
    });
    expect(
      screen.getByRole('heading', { name: 'Probably removed by the earlier attempt (1)' }),
    ).toBeVisible();
  });

  it('keeps the removed entries when a counter is not a count: unknown, totals incomplete', async () => {
    server.use(
      http.delete(REMOVE_URL, () =>
        HttpResponse.json({
          policyEmails: [],
          removedEmails: [
            {
              email: 'anna.berg@demo.example',
              revokedLoginsForSelfProvisioning: 2,
              revokedLoginsForMeetingHost: null,
              revokedWhitelisting: '12',
              revokeLoginsforConferences: 0,
            },
            {
              email: 'erik.lund@demo.example',
              revokedLoginsForSelfProvisioning: 1.5,
              revokedLoginsForMeetingHost: 1,
              revokedWhitelisting: 1e21,
              revokeLoginsforConferences: 0,
            },
          ],
        }),
      ),
    );
    const { user, emails } = await openPolicy();
    await user.type(emails, 'anna.berg@demo.example, erik.lund@demo.example');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 2 and end their sign-ins' }),
    );

    const heading = await screen.findByRole('heading', { name: 'Removed 2 of 2 items' });
    expect(heading.closest('section')).toHaveTextContent('At least 3 active sign-ins ended.');
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['anna.berg@demo.example', '2', 'unknown', 'unknown', '0'],
      ['erik.lund@demo.example', 'unknown', '1', 'unknown', '0'],
      ['Total', 'at least 2', 'at least 1', 'unknown', '0'],
    ]);
    expect(
      screen.getByText(
        'Unknown: the server sent something that is not a count. A total that includes one is incomplete.',
      ),
    ).toBeVisible();
  });

  it('shows markup in a server error message as text', async () => {
    server.use(
      http.delete(REMOVE_URL, () =>
        HttpResponse.json(
          { status: 400, message: '<script>x</script><i>bad</i>', request_id: '<b>id</b>' },
          { status: 400 },
        ),
      ),
    );
    const { user, emails, container } = await openPolicy();
    await user.type(emails, 'anna.berg@demo.example');
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('<script>x</script><i>bad</i>');
    expect(alert).toHaveTextContent('Request id: <b>id</b>');
    expect(container.querySelector('main script, main i, main b')).toBeNull();
  });
});
