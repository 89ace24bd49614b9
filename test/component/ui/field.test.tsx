import { screen, waitFor } from '@testing-library/react';
import { render } from '../../support/i18n.tsx';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../src/ui/error-summary.tsx';
import { CheckboxField, Field } from '../../../src/ui/field.tsx';
import { useForm } from '../../../src/ui/form/use-form.tsx';
import { useFormErrors } from '../../../src/ui/use-form-errors.ts';

describe('Field', () => {
  it('labels the control and describes it by hint, then error', () => {
    render(
      <Field id="mac" label="MAC address" hint="Like AA:BB:CC:DD:EE:FF" error="Enter a MAC address">
        {(control) => <input type="text" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'MAC address' });
    expect(input).toHaveAttribute('id', 'mac');
    expect(input).toHaveAttribute('aria-describedby', 'mac-hint mac-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Like AA:BB:CC:DD:EE:FF Error: Enter a MAC address');
    // The visible message and its hidden prefix.
    expect(screen.getByText('Error:')).toHaveClass('visually-hidden');
    expect(screen.getByText('Enter a MAC address')).toBeVisible();
  });

  it('is neither described nor invalid without hint and error', () => {
    render(
      <Field id="name" label="Name" optional>
        {(control) => <input type="text" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name (optional)' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires a checkbox the same way', () => {
    render(
      <CheckboxField id="remember" label="Remember the key" hint="Only on your own device">
        {(control) => <input type="checkbox" {...control} />}
      </CheckboxField>,
    );
    expect(screen.getByRole('checkbox', { name: 'Remember the key' })).toHaveAccessibleDescription(
      'Only on your own device',
    );
  });

  it("puts a checkbox's error before the box, as GOV.UK does, and describes it by hint then error", () => {
    render(
      <CheckboxField
        id="remember"
        label="Remember the key"
        hint="Only on your own device"
        error="Tick the box to keep the key"
      >
        {(control) => <input type="checkbox" {...control} />}
      </CheckboxField>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Remember the key' });
    const error = screen.getByText('Tick the box to keep the key');
    expect(error.compareDocumentPosition(checkbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(
      'Only on your own device Error: Tick the box to keep the key',
    );
  });
});

const schema = z.object({
  organization: z.string().check(z.minLength(1, 'Enter the organization ID')),
  context: z.string().check(z.minLength(1, 'Enter the context ID')),
});

/** A small form as a screen would build it, validated on submit. */
function DemoForm() {
  const form = useForm({ schema, defaultValues: { organization: '', context: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  const formErrors = useFormErrors({
    form,
    order: ['organization', 'context'],
    idOf: (path) => `demo-${path}`,
  });
  return (
    <form noValidate onSubmit={formErrors.handleSubmit(() => undefined)}>
      <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
      <Field id="demo-organization" label="Organization ID" error={errors.organization?.message}>
        {(control) => <input type="text" {...control} {...register('organization')} />}
      </Field>
      <Field id="demo-context" label="Context ID" error={errors.context?.message}>
        {(control) => <input type="text" {...control} {...register('context')} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('appears after a failed submit, takes focus and links each message to its field', async () => {
    const user = userEvent.setup();
    render(<DemoForm />);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter the organization ID', '#demo-organization'],
      ['Enter the context ID', '#demo-context'],
    ]);

    await user.click(screen.getByRole('link', { name: 'Enter the context ID' }));
    expect(screen.getByRole('textbox', { name: 'Context ID' })).toHaveFocus();
  });

  it('takes focus again on the next failed submit and leaves when all is fixed', async () => {
    const user = userEvent.setup();
    render(<DemoForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByRole('textbox', { name: 'Organization ID' }), 'demo-org');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter the context ID',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Context ID' }), 'demo-context');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus when the errors of a failed submit arrive a render after its key', () => {
    const items = [{ fieldId: 'demo-context', message: 'Enter the context ID' }];
    const { rerender } = render(<ErrorSummary items={[]} focusKey={0} />);
    rerender(<ErrorSummary items={[]} focusKey={1} />);
    rerender(<ErrorSummary items={items} focusKey={1} />);
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    // Fixing a field changes the list, not the key: focus stays where the person is.
    screen.getByRole('alert').parentElement?.blur();
    rerender(<ErrorSummary items={[...items, items[0]!]} focusKey={1} />);
    expect(screen.getByRole('alert').parentElement).not.toHaveFocus();
  });

  it('does not take focus for errors shown before any submit', () => {
    render(<ErrorSummary items={[{ message: 'Restored' }]} focusKey={0} />);
    expect(screen.getByRole('alert').parentElement).not.toHaveFocus();
  });
});
