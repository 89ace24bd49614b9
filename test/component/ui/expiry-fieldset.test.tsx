import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { expiryField } from '../../../src/features/whitelisting/form-parts.ts';
import { EMPTY_EXPIRY, type ExpiryValue } from '../../../src/ui/expiry.ts';
import {
  EDIT_EXPIRY_OPTIONS,
  ExpiryFieldset,
  type ExpiryFieldsetProps,
} from '../../../src/ui/expiry-fieldset.tsx';
import { useForm, useWatch } from '../../../src/ui/form/use-form.tsx';
import { renderScreen } from '../../support/render-screen.tsx';

const NOW = new Date('2026-12-01T10:00:00Z');

function Harness(props: Partial<ExpiryFieldsetProps> & { initial?: ExpiryValue }) {
  const [value, setValue] = useState<ExpiryValue>(props.initial ?? EMPTY_EXPIRY);
  return (
    <ExpiryFieldset
      legend="Expiry"
      idOf={(part) => `e-${part}`}
      timeZone="Europe/Stockholm"
      now={NOW}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

describe('ExpiryFieldset', () => {
  it('offers three choices in a fieldset and reveals the field of the chosen one', async () => {
    const { user } = renderScreen(<Harness />);
    const group = screen.getByRole('group', { name: 'Expiry' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Forever' })).toBeChecked();
    expect(
      screen.getByText('Access does not end: the entry stays until someone removes it.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Number of days' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    const days = screen.getByRole('textbox', { name: 'Number of days' });
    await user.type(days, '30');
    const sentence =
      'Access ends at 00:00 on 31 Dec 2026 (Europe/Stockholm), so the last full day is 30 Dec.';
    expect(screen.getByText(sentence)).toBeVisible();
    expect(days).toHaveAccessibleDescription(
      `Counted from today; access ends at midnight after the last day. ${sentence}`,
    );

    // Switching away and back keeps what was typed.
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    const date = screen.getByLabelText('Expiry date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-12-02');
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    expect(screen.getByRole('textbox', { name: 'Number of days' })).toHaveValue('30');
  });

  it('shows errors on the fields they belong to', () => {
    renderScreen(
      <Harness
        initial={{ kind: 'days', days: '0', date: '' }}
        errors={{ days: 'Number of days must be 1 or more' }}
      />,
    );
    const days = screen.getByRole('textbox', { name: 'Number of days' });
    expect(days).toBeInvalid();
    expect(days).toHaveAccessibleDescription(
      'Counted from today; access ends at midnight after the last day. Error: Number of days must be 1 or more',
    );
  });

  it('takes other choices and labels, as Edit device and Batch import need', () => {
    renderScreen(
      <Harness
        legend="Expiry for these devices"
        options={EDIT_EXPIRY_OPTIONS}
        initial={{ kind: 'keep', days: '', date: '' }}
        current="2026-12-31"
      />,
    );
    expect(screen.getByRole('group', { name: 'Expiry for these devices' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'keep',
      'forever',
      'date',
    ]);
    expect(screen.getByRole('radio', { name: 'Keep as is' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Make permanent' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The expiry stays as it is: Access ends at 00:00 on 31 Dec 2026 (Europe/Stockholm), so the last full day is 30 Dec.',
      ),
    ).toBeVisible();
  });
});

/** The fieldset's parts registered in a form, as the entry forms use it. */
function RegisteredHarness() {
  const form = useForm({
    schema: z.object({ expiry: expiryField('Europe/Stockholm') }),
    defaultValues: { expiry: EMPTY_EXPIRY },
  });
  const value = useWatch({ control: form.control, name: 'expiry' });
  const errors = form.formState.errors.expiry;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <ExpiryFieldset
        legend="Expiry"
        idOf={(part) => `e-${part}`}
        timeZone="Europe/Stockholm"
        now={NOW}
        value={value}
        register={(part) => form.register(`expiry.${part}`)}
        errors={{ days: errors?.days?.message }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ExpiryFieldset with registered parts', () => {
  it('lets the form hold each part and puts its error on the part itself', async () => {
    const { user } = renderScreen(<RegisteredHarness />);
    expect(screen.getByRole('radio', { name: 'Forever' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    const days = screen.getByRole('textbox', { name: 'Number of days' });
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(days).toBeInvalid());
    expect(days).toHaveAccessibleDescription(
      'Counted from today; access ends at midnight after the last day. Error: Number of days must be 1 or more: access ends at midnight after the last day',
    );

    // Hidden and shown again, the part keeps what was typed.
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('min', '2026-12-02');
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    expect(screen.getByRole('textbox', { name: 'Number of days' })).toHaveValue('0');
    await user.clear(screen.getByRole('textbox', { name: 'Number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '30');
    expect(
      screen.getByText(
        'Access ends at 00:00 on 31 Dec 2026 (Europe/Stockholm), so the last full day is 30 Dec.',
      ),
    ).toBeVisible();
  });
});
