import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ErrorSummary } from '../../../src/ui/error-summary.tsx';
import { useController, useForm } from '../../../src/ui/form/use-form.tsx';
import { TagInput } from '../../../src/ui/tag-input.tsx';
import { useFormErrors, type RejectedSubmit } from '../../../src/ui/use-form-errors.ts';
import { renderScreen } from '../../support/render-screen.tsx';

const idOf = (path: string) => `t-${path.replaceAll('.', '-')}`;
const chipId = (index: number) => idOf(`tags.${index}`);

const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
type Values = z.output<typeof schema>;

/** A form as Add device builds it: the tags through a Controller, server errors via useFormErrors. */
function TagForm({
  initial = [],
  onSubmit,
  rejection,
}: {
  initial?: string[];
  onSubmit: (values: Values) => void;
  rejection?: RejectedSubmit;
}) {
  const form = useForm({ schema, defaultValues: { name: '', tags: initial } });
  const { field } = useController({ control: form.control, name: 'tags' });
  const errors = useFormErrors({
    form,
    order: ['name', 'tags'],
    idOf,
    fromApiPath: (segments) =>
      segments[0] === 'tags' && typeof segments[1] === 'number' ? `tags.${segments[1]}` : null,
  });
  const tagErrors = form.formState.errors.tags;
  return (
    <form noValidate onSubmit={errors.handleSubmit(onSubmit)}>
      <ErrorSummary items={errors.items} focusKey={errors.focusKey} />
      <label htmlFor="t-name">Name</label>
      <input id="t-name" type="text" {...form.register('name')} />
      <TagInput
        id={idOf('tags')}
        label="Tags"
        hint="Press Enter or type a comma after each tag."
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        chipId={chipId}
        chipErrors={Array.isArray(tagErrors) ? tagErrors.map((e) => e?.message) : undefined}
      />
      <button type="submit">Save</button>
      {rejection ? (
        <button type="button" onClick={() => errors.showRejection(rejection)}>
          Server says no
        </button>
      ) : null}
    </form>
  );
}

function chips() {
  const list = screen.queryByRole('list', { name: 'Tags added' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => {
          // The chip's own text, without its remove button's.
          const button = within(item).getByRole('button');
          return item.textContent.replace(button.textContent, '');
        })
    : [];
}

describe('TagInput', () => {
  it('adds on Enter and comma without submitting, folds duplicates and announces', async () => {
    const onSubmit = vi.fn();
    const { user } = renderScreen(<TagForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    expect(input).toHaveAccessibleDescription('Press Enter or type a comma after each tag.');

    await user.type(input, 'printer{Enter}floor 3,Printer{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chips()).toEqual(['printer', 'floor 3']);
    expect(input).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Printer is already in the list.'),
    );
    // An empty Enter does not submit either.
    await user.type(input, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('splits a pasted list and keeps the text after the last comma in the input', async () => {
    const { user } = renderScreen(<TagForm onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    await user.click(input);
    await user.paste('lobby, kiosk ,, front');
    expect(chips()).toEqual(['lobby', 'kiosk']);
    expect(input).toHaveValue('front');
  });

  it('removes with Backspace on empty input and with the remove button', async () => {
    const { user } = renderScreen(
      <TagForm initial={['printer', 'lobby', 'kiosk']} onSubmit={vi.fn()} />,
    );
    const input = screen.getByRole('textbox', { name: 'Tags' });
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['printer', 'lobby']);
    await user.click(screen.getByRole('button', { name: 'Remove tag printer' }));
    expect(chips()).toEqual(['lobby']);
    expect(input).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Removed tag printer.'),
    );
  });

  it('shows each chip its own problem, as the tag rules word it', async () => {
    const { user } = renderScreen(<TagForm onSubmit={vi.fn()} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Tags' }),
      'x{Enter}ok tag{Enter}a#b{Enter}',
    );
    expect(chips()).toEqual([
      'xError: Tag must be at least 2 characters',
      'ok tag',
      'a#bError: Tag may not contain: #',
    ]);
    expect(screen.getByRole('button', { name: 'Remove tag x' })).toHaveAccessibleDescription(
      'Error: Tag must be at least 2 characters',
    );
  });

  it('adds text left in the input when the form is submitted', async () => {
    const onSubmit = vi.fn();
    const { user } = renderScreen(<TagForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'printer{Enter}lobby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: '', tags: ['printer', 'lobby'] });
  });

  it('puts a server error on tags[1].value onto chip 2, linked from the summary', async () => {
    const { user } = renderScreen(
      <TagForm
        initial={['printer', 'lobby']}
        onSubmit={vi.fn()}
        rejection={{
          message: 'HTTP 400',
          fieldErrors: [{ path: 'tags[1].value', message: 'Tag lobby is reserved' }],
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Server says no' }));
    expect(chips()).toEqual(['printer', 'lobbyError: Tag lobby is reserved']);
    const link = within(screen.getByRole('alert')).getByRole('link', {
      name: 'Tag lobby is reserved',
    });
    await user.click(link);
    expect(document.getElementById(chipId(1))).toHaveFocus();
  });
});

describe('TagInput as a plain controlled input', () => {
  it('works with value/onChange and no form', async () => {
    function Plain() {
      const [tags, setTags] = useState<string[]>([]);
      return (
        <>
          <TagInput
            id="plain"
            label="Labels"
            value={tags}
            onChange={setTags}
            chipId={(i) => `plain-${i}`}
          />
          <output>{tags.join('|')}</output>
        </>
      );
    }
    const { user } = renderScreen(<Plain />);
    await user.type(screen.getByRole('textbox', { name: 'Labels' }), 'aa{Enter}bb{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag aa' })).toBeInTheDocument();
    expect(screen.getByText('aa|bb', { selector: 'output' })).toBeInTheDocument();
  });
});
