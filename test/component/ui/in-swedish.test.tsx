// The shared parts in Swedish: the error summary and its field, the expiry fieldset, and a
// change of language while they show.
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../src/ui/error-summary.tsx';
import { daysProblem, EMPTY_EXPIRY, type ExpiryValue } from '../../../src/ui/expiry.ts';
import { EDIT_EXPIRY_OPTIONS, ExpiryFieldset } from '../../../src/ui/expiry-fieldset.tsx';
import { Field } from '../../../src/ui/field.tsx';
import { speak } from '../../support/i18n.tsx';
import { renderScreen } from '../../support/render-screen.tsx';

const NBSP = '\u00a0';
const NOW = new Date('2026-12-01T10:00:00Z');

afterEach(() => speak('en'));

describe('The error summary in Swedish', () => {
  it('says there is a problem, links each message to its field, and marks the field’s error', async () => {
    await speak('sv');
    renderScreen(
      <form noValidate>
        <ErrorSummary
          items={[
            { fieldId: 'mac', message: 'Ange en MAC-adress' },
            { message: 'Servern svarade inte' },
          ]}
          focusKey={1}
        />
        <Field id="mac" label="MAC-adress" error="Ange en MAC-adress">
          {(control) => <input type="text" {...control} />}
        </Field>
        <Field id="name" label="Namn" optional>
          {(control) => <input type="text" {...control} />}
        </Field>
      </form>,
    );
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('heading', { level: 2, name: 'Det finns ett problem' }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Ange en MAC-adress' })).toHaveAttribute(
      'href',
      '#mac',
    );
    expect(within(summary).getByText('Servern svarade inte')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'MAC-adress' })).toHaveAccessibleDescription(
      'Fel: Ange en MAC-adress',
    );
    expect(screen.getByRole('textbox', { name: 'Namn (valfritt)' })).toBeInTheDocument();
  });

  it('changes language where it shows', async () => {
    renderScreen(<ErrorSummary items={[{ message: 'x' }]} focusKey={1} />);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    await act(() => speak('sv'));
    expect(screen.getByRole('heading', { name: 'Det finns ett problem' })).toBeInTheDocument();
  });
});

function Expiry({
  initial = EMPTY_EXPIRY,
  ...props
}: {
  initial?: ExpiryValue;
  errors?: { days?: string };
  options?: typeof EDIT_EXPIRY_OPTIONS;
  current?: string | null;
}) {
  const [value, setValue] = useState<ExpiryValue>(initial);
  return (
    <ExpiryFieldset
      legend="Giltighet"
      idOf={(part) => `e-${part}`}
      timeZone="Europe/Stockholm"
      now={NOW}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

describe('The expiry fieldset in Swedish', () => {
  it('offers its choices, reveals the number of days and says when access ends', async () => {
    await speak('sv');
    const { user } = renderScreen(<Expiry />);
    expect(screen.getByRole('radio', { name: 'För alltid' })).toBeChecked();
    expect(
      screen.getByText('Åtkomsten upphör inte: posten finns kvar tills någon tar bort den.'),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Ett antal dagar' }));
    const days = screen.getByRole('textbox', { name: 'Antal dagar' });
    await user.type(days, '30');
    const sentence =
      'Åtkomsten upphör kl. 00:00 den 31 dec. 2026 (Europe/Stockholm), så 30 dec. är den sista hela dagen.';
    expect(screen.getByText(sentence)).toBeVisible();
    expect(days).toHaveAccessibleDescription(
      `Räknas från i dag; åtkomsten upphör vid midnatt efter den sista dagen. ${sentence}`,
    );

    await user.click(screen.getByRole('radio', { name: 'Till ett datum' }));
    expect(screen.getByLabelText('Giltig till')).toHaveAccessibleDescription(
      'Posten tas bort kl. 00:00 det här datumet (Europe/Stockholm). Tidigast möjliga datum är i morgon.',
    );
  });

  it('says a number of days too large with the limit grouped the Swedish way', async () => {
    await speak('sv');
    const problem = daysProblem('3651');
    expect(problem).toBe(
      `Antal dagar får vara högst 3${NBSP}650 (ungefär 10 år): välj För alltid eller ett datum för längre tid`,
    );
    renderScreen(
      <Expiry initial={{ kind: 'days', days: '3651', date: '' }} errors={{ days: problem! }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Antal dagar' })).toHaveAccessibleDescription(
      `Räknas från i dag; åtkomsten upphör vid midnatt efter den sista dagen. Fel: ${problem}`,
    );
  });

  it('offers Edit device’s choices, and switches language while it shows', async () => {
    renderScreen(
      <Expiry
        options={EDIT_EXPIRY_OPTIONS}
        initial={{ kind: 'keep', days: '', date: '' }}
        current={null}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Keep as is' })).toBeChecked();
    expect(screen.getByText('The expiry stays as it is: permanent')).toBeVisible();
    await act(() => speak('sv'));
    expect(screen.getByRole('radio', { name: 'Behåll nuvarande' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gör permanent (ingen slutdag)' })).toBeVisible();
    expect(screen.getByText('Giltighetstiden ändras inte: permanent')).toBeVisible();
  });
});
