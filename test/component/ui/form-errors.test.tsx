import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../../src/api/errors.ts';
import { ErrorSummary } from '../../../src/ui/error-summary.tsx';
import { Field } from '../../../src/ui/field.tsx';
import { useForm } from '../../../src/ui/form/use-form.tsx';
import { useFormErrors, type RejectedSubmit } from '../../../src/ui/use-form-errors.ts';
import { renderScreen } from '../../support/render-screen.tsx';

const schema = z.object({
  mac: z.string().check(z.minLength(1, 'Enter a MAC')),
  tags: z.array(z.object({ value: z.string().check(z.minLength(2, 'Tag is too short')) })),
});
const TAGS = [{ value: 'lobby' }, { value: 'x' }];

const ORDER = ['mac', 'tags'] as const;
const idOf = (path: string) => `demo-${path.replaceAll('.', '-')}`;

/** A form with a list field, as Add device has, that a test can hand a server rejection. */
function TagForm({ rejection }: { rejection?: RejectedSubmit }) {
  const form = useForm({ schema, defaultValues: { mac: '', tags: TAGS } });
  const errors = useFormErrors({ form, order: ORDER, idOf });
  const { register } = form;
  const fieldErrors = form.formState.errors;
  return (
    <form noValidate onSubmit={errors.handleSubmit(() => undefined)}>
      <ErrorSummary items={errors.items} focusKey={errors.focusKey} />
      <Field id={idOf('mac')} label="MAC address" error={fieldErrors.mac?.message}>
        {(control) => <input type="text" {...control} {...register('mac')} />}
      </Field>
      <fieldset>
        <legend>Tags</legend>
        {TAGS.map((_, index) => (
          <Field
            key={index}
            id={idOf(`tags.${index}.value`)}
            label={`Tag ${index + 1}`}
            error={fieldErrors.tags?.[index]?.value?.message}
          >
            {(control) => <input type="text" {...control} {...register(`tags.${index}.value`)} />}
          </Field>
        ))}
      </fieldset>
      <button type="submit">Save</button>
      {rejection ? (
        <button type="button" onClick={() => errors.showRejection(rejection)}>
          Server says no
        </button>
      ) : null}
    </form>
  );
}

function summaryLinks() {
  const summary = screen.getByRole('alert');
  return within(summary)
    .queryAllByRole('listitem')
    .map((item) => [item.textContent, within(item).queryByRole('link')?.getAttribute('href')]);
}

describe('useFormErrors', () => {
  it('lists nested errors in form order, each linked to its control, and focuses the summary', async () => {
    const { user } = renderScreen(<TagForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(summaryLinks()).toEqual([
      ['Enter a MAC', '#demo-mac'],
      ['Tag is too short', '#demo-tags-1-value'],
    ]);
    await user.click(screen.getByRole('link', { name: 'Tag is too short' }));
    expect(screen.getByRole('textbox', { name: 'Tag 2' })).toHaveFocus();
  });

  it("puts a server's field errors on their fields, nested paths included, and the rest in the summary", async () => {
    const rejection = new ApiError({
      kind: 'http',
      status: 400,
      message: 'The server rejected 3 fields',
      fieldErrors: [
        { path: 'tags[1].value', message: 'Tag may not contain: #' },
        { path: 'mac', message: 'MAC address already whitelisted' },
        { path: 'creator', message: 'Creator is not settable' },
      ],
    });
    const { user } = renderScreen(<TagForm rejection={rejection} />);
    await user.type(screen.getByRole('textbox', { name: 'MAC address' }), 'AA:BB:CC:DD:EE:FF');
    await user.clear(screen.getByRole('textbox', { name: 'Tag 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag 2' }), 'desk');
    await user.click(screen.getByRole('button', { name: 'Server says no' }));

    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(summaryLinks()).toEqual([
      ['MAC address already whitelisted', '#demo-mac'],
      ['Tag may not contain: #', '#demo-tags-1-value'],
      // Unknown to this form: shown, not dropped, without a link to nowhere.
      ['creator: Creator is not settable', undefined],
    ]);
    expect(screen.getByRole('textbox', { name: 'Tag 2' })).toHaveAccessibleDescription(
      'Error: Tag may not contain: #',
    );
  });

  it('shows the message of a rejection without field errors as a form-level error', async () => {
    const { user } = renderScreen(
      <TagForm rejection={{ message: 'The policy does not exist', fieldErrors: [] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Server says no' }));
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(summaryLinks()).toEqual([['The policy does not exist', undefined]]);
  });
});
