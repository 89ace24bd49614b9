// Remove pressed while the readers of users exports and vCards are still on their way: Remove
// refuses and says why; once they have loaded, the list is read, the person is told to press
// Remove again, and the focus goes back to Emails (the error summary that held it is gone).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitingProblem } from '../../../src/features/policy-emails/removal-form.ts';
import { SEED } from '../../../src/sandbox/seed.ts';
import { renderScreen } from '../../support/render-screen.tsx';
import { office } from '../../support/saved-connections.ts';

// The readers' chunk arrives only when the test lets it.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../../../src/features/policy-emails/structured-lists.ts', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

const EXPORT = [
  'First Name,Email Address [Required],Manager Email',
  'Anna,anna.berg@demo.example,boss@demo.example',
].join('\n');

describe('Policy cleanup, readers still loading', () => {
  it('refuses Remove and says why; once loaded, reads the list, says so and returns the focus', async () => {
    const { user } = renderScreen(undefined, {
      path: '/policy',
      connections: [{ ...office, defaultPolicyId: SEED.policyId }],
    });
    const emails = await screen.findByRole('textbox', { name: 'Emails' });
    fireEvent.change(emails, { target: { value: EXPORT } });
    const preview = await screen.findByRole('region', { name: 'What will be sent' });
    expect(preview).toHaveTextContent('Reading the list…');

    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    expect(await screen.findByRole('link', { name: waitingProblem('loading') })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    arrival.release();
    await waitFor(() =>
      expect(preview).toHaveTextContent('1 item to remove (1 address, 0 domain patterns'),
    );
    expect(
      await screen.findByText('The list is read: press Remove again to send it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: waitingProblem('loading') })).not.toBeInTheDocument();
    await waitFor(() => expect(emails).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    expect(
      await screen.findByRole('dialog', { name: 'Remove 1 entry from the policy?' }),
    ).toHaveTextContent('anna.berg@demo.example');
  });
});
