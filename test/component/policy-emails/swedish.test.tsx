// Policy cleanup in Swedish: the screen's heading and labels, what will be sent, and the
// confirmation, its count a plural in both forms and grouped as Swedish groups it ("1 234",
// a no-break space).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../../src/sandbox/seed.ts';
import { speak } from '../../support/i18n.tsx';
import { renderScreen } from '../../support/render-screen.tsx';
import { office } from '../../support/saved-connections.ts';

const NBSP = '\u00a0';

beforeEach(() => speak('sv'));
afterEach(() => speak('en'));

describe('Policy cleanup in Swedish', () => {
  it('names the screen and its fields, says what will be sent, and confirms 1 post or 1 234 poster', async () => {
    const { user } = renderScreen(undefined, {
      path: '/policy',
      connections: [{ ...office, defaultPolicyId: SEED.policyId }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Städa åtkomstpolicy' });
    const emails = await screen.findByRole('textbox', { name: 'E-postadresser' });
    expect(emails).toHaveAccessibleDescription(/Namn <alice@acme\.com>, mailto: och citattecken/);
    expect(screen.getByRole('textbox', { name: 'Åtkomstpolicy-ID' })).toHaveValue(SEED.policyId);
    expect(screen.getByRole('textbox', { name: /^Etikett för den här policyn/ })).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Avsluta deras aktiva inloggningar nu' }),
    ).toBeChecked();

    await user.type(emails, 'anna.berg@demo.example, a*@acme.com');
    const preview = await screen.findByRole('region', { name: 'Det som skickas' });
    expect(preview).toHaveTextContent(
      '1 post att ta bort (1 adress, 0 domänmönster, 0 underdomänmönster); 1 post avvisad, skickas aldrig.',
    );
    expect(within(preview).getByText(/^avvisad: /)).toBeVisible();

    // One entry: the singular.
    await user.click(screen.getByRole('button', { name: 'Ta bort…' }));
    const one = await screen.findByRole('dialog', { name: 'Ta bort 1 post från policyn?' });
    expect(one).toHaveTextContent('Deras aktiva inloggningar avslutas nu.');
    expect(one).toHaveTextContent('(1 avvisad post skickas inte)');
    expect(
      within(one).getByRole('button', { name: 'Ta bort 1 och avsluta deras inloggningar' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // 1,234 entries pasted: the plural, the count grouped with a no-break space.
    const many = Array.from({ length: 1234 }, (_, i) => `gast${i}@demo.example`).join('\n');
    fireEvent.change(emails, { target: { value: many } });
    await waitFor(() =>
      expect(within(preview).getByText(/poster att ta bort/).textContent).toBe(
        `1${NBSP}234 poster att ta bort (1${NBSP}234 adresser, 0 domänmönster, 0 underdomänmönster).`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Ta bort…' }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Ta bort 1.234 poster från policyn\?$/,
    });
    expect(within(dialog).getByRole('heading').textContent).toBe(
      `Ta bort 1${NBSP}234 poster från policyn?`,
    );
    expect(
      within(dialog).getByRole('button', { name: /^Ta bort 1.234 och avsluta/ }).textContent,
    ).toBe(`Ta bort 1${NBSP}234 och avsluta deras inloggningar`);
    expect(dialog).toHaveTextContent(
      'gast0@demo.example, gast1@demo.example, gast2@demo.example, …',
    );
  });
});
