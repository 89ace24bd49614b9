// The tags of an entry: its own module, so Edit device loads the tag input only when "Replace
// with" is chosen (Add device shows it at once).
import { useLingui } from '@lingui/react/macro';
import { useController } from '../../ui/form/use-form.tsx';
import { TagInput } from '../../ui/tag-input.tsx';
import { useEntryFields } from './entry-fields.tsx';

/** Tags as chips; a server's or the rule's message about one tag shows on its chip. */
export function TagsField({
  label,
  purpose,
  optional = false,
}: {
  label: string;
  /** The hint's first sentence: what the tags are for here. */
  purpose: string;
  optional?: boolean;
}) {
  const { t } = useLingui();
  const { control, formState, idOf } = useEntryFields();
  const { field } = useController({ control, name: 'tags' });
  const errors = formState.errors.tags;
  return (
    <TagInput
      id={idOf('tags')}
      label={label}
      optional={optional}
      hint={t`${purpose} Press Enter or type a comma after each tag.`}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      error={errors?.message ?? errors?.root?.message}
      chipErrors={
        Array.isArray(errors)
          ? Array.from(errors, (item: { message?: string } | undefined) => item?.message)
          : undefined
      }
      chipId={(index) => idOf(`tags.${index}`)}
    />
  );
}
