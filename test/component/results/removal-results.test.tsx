// A removal's results in Swedish: the counts in the sentences are plurals of the language, the
// numbers grouped as Swedish groups them ("1 234", a no-break space).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemovalRecord } from '../../../src/results/removal-record.ts';
import { RemovalResults } from '../../../src/results/removal-results.tsx';
import { speak } from '../../support/i18n.tsx';
import { renderScreen } from '../../support/render-screen.tsx';

const record: RemovalRecord = {
  policyId: 'POLICY-1',
  label: 'Personal',
  sent: ['anna@acme.se', 'bo@acme.se', 'ingen@acme.se'],
  revokeUserEngagement: true,
  result: {
    removedEmails: [
      {
        email: 'anna@acme.se',
        revokedLoginsForSelfProvisioning: 1200,
        revokedLoginsForMeetingHost: 34,
        revokedWhitelisting: 0,
        revokeLoginsforConferences: 0,
      },
    ],
    policyEmails: ['*@acme.se'],
  },
  at: '2026-11-27T14:00:00.000Z',
  // bo@acme.se went with an attempt whose answer was lost.
  earlier: { policyId: 'POLICY-1', sent: ['bo@acme.se'], revokeUserEngagement: false },
};

describe('RemovalResults in Swedish', () => {
  afterEach(() => speak('en'));

  it('says what was removed, ignored and still allowed, plurals and grouped counts in Swedish', async () => {
    await speak('sv');
    renderScreen(<RemovalResults record={record} connectionName="Kontoret" />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Tog bort 2 av 3 poster (1 troligen av det tidigare försöket)',
    });
    const summary = heading.closest('section');
    expect(summary).toHaveTextContent('Från åtkomstpolicyn Personal (POLICY-1) på Kontoret,');
    // textContent as is: toHaveTextContent would read the no-break space as any space.
    expect(summary?.textContent).toContain('1\u00a0234 aktiva inloggningar avslutades.');
    // One item: the singular.
    expect(summary).toHaveTextContent(
      '1 post togs troligen bort av det tidigare försöket, vars svar inte kom fram: det här försöket hittade den inte längre i policyn.',
    );

    expect(screen.getByRole('heading', { name: 'Borttagna (1)' })).toBeVisible();
    const table = screen.getByRole('table', {
      name: 'Borttagna poster och de inloggningar som avslutades för var och en',
    });
    expect(within(table).getByRole('columnheader', { name: 'Självregistrering' })).toBeVisible();
    expect(
      within(table).getByRole('columnheader', { name: 'Konferenser (reserverad)' }),
    ).toBeVisible();
    const total = within(table).getByRole('rowheader', { name: 'Totalt' }).closest('tr');
    expect(total?.textContent).toContain('1\u00a0200');

    expect(
      screen.getByRole('heading', { name: 'Troligen borttagna av det tidigare försöket (1)' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Inte i policyn (ignorerade) (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fortfarande tillåtna (3)' })).toBeVisible();
    expect(screen.getByText('anna@acme.se är fortfarande tillåten genom *@acme.se')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kopiera borttagna poster' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Återstående poster (1)' })).toBeVisible();
  });
});
