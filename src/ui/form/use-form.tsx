// The form store (form-store.ts) in components: a form, its values watched where they are
// shown, a controlled field (the tag chips), and the form handed to the fields inside it.
import { createContext, use, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import {
  createFormStore,
  type FieldValues,
  type FormState,
  type FormStore,
  type Path,
  type PathValue,
} from './form-store.ts';

export type {
  FieldErrors,
  FieldError,
  FieldRegistration,
  FieldValues,
  Path,
  ValuesChange,
} from './form-store.ts';

/** The store's methods with the state as last rendered; `control` is for the watch hooks. */
export type UseFormReturn<TValues extends FieldValues, TOutput> = Omit<
  FormStore<TValues, TOutput>,
  'getState' | 'subscribeState' | 'setSchema' | 'change' | 'get' | 'getAll'
> & {
  readonly formState: FormState<TValues>;
  control: FormStore<TValues, TOutput>;
};

export type Control<TValues extends FieldValues, TOutput = unknown> = FormStore<TValues, TOutput>;

export interface UseFormOptions<TValues, TOutput> {
  schema: z.ZodMiniType<TOutput, TValues>;
  /** Read once, as the form appears; `reset` gives it new ones. */
  defaultValues: TValues;
}

/**
 * A form checked by its schema on submit, then on every change. The returned object is the
 * same on every render (safe in an effect's dependencies); the component re-renders when the
 * errors or the dirty state change, not on each keystroke.
 */
export function useForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
}: UseFormOptions<TValues, TOutput>): UseFormReturn<TValues, TOutput> {
  const [form] = useState(() => {
    const store = createFormStore({ schema, defaultValues });
    return Object.defineProperty({ ...store, control: store }, 'formState', {
      get: store.getState,
      enumerable: true,
    }) as unknown as UseFormReturn<TValues, TOutput>;
  });
  form.control.setSchema(schema);
  useSyncExternalStore(form.control.subscribeState, form.control.getState);
  return form;
}

/** The value at `name` (a list of values for a list of names; all of them for none). */
export function useWatch<
  TValues extends FieldValues,
  TOutput,
  const TNames extends readonly Path<TValues>[],
>(props: {
  control: Control<TValues, TOutput>;
  name: TNames;
}): { [I in keyof TNames]: PathValue<TValues, TNames[I]> };
export function useWatch<TValues extends FieldValues, TOutput, TName extends Path<TValues>>(props: {
  control: Control<TValues, TOutput>;
  name: TName;
}): PathValue<TValues, TName>;
export function useWatch<TValues extends FieldValues, TOutput>(props: {
  control: Control<TValues, TOutput>;
}): TValues;
export function useWatch({
  control,
  name,
}: {
  control: Control<FieldValues, unknown>;
  name?: string | readonly string[];
}): unknown {
  return useSyncExternalStore(control.subscribeValues, () =>
    name === undefined
      ? control.getValues()
      : typeof name === 'string'
        ? control.get(name)
        : control.getAll(name),
  );
}

/** A field that holds its value in the component (the tag chips): value in, value out. */
export function useController<TValues extends FieldValues, TOutput, TName extends Path<TValues>>({
  control,
  name,
}: {
  control: Control<TValues, TOutput>;
  name: TName;
}) {
  const value = useWatch({ control, name });
  // Registered, so that a check after a change finds this field's message where it is kept.
  const { onBlur } = control.register(name);
  return {
    field: {
      name,
      value,
      onChange: (next: PathValue<TValues, TName>) => control.change(name, next, 'change'),
      onBlur,
    },
  };
}

const FormContext = createContext<UseFormReturn<FieldValues, unknown> | null>(null);

/** Hands `form` to the fields inside it (useFormContext). */
export function FormProvider<TValues extends FieldValues, TOutput>({
  form,
  children,
}: {
  form: UseFormReturn<TValues, TOutput>;
  children: ReactNode;
}) {
  return (
    <FormContext value={form as unknown as UseFormReturn<FieldValues, unknown>}>
      {children}
    </FormContext>
  );
}

/** The form of the nearest FormProvider; re-renders with its errors. */
export function useFormContext<TValues extends FieldValues>(): UseFormReturn<TValues, unknown> {
  const form = use(FormContext);
  if (!form) throw new Error('A form field renders inside <FormProvider>');
  useSyncExternalStore(form.control.subscribeState, form.control.getState);
  return form as unknown as UseFormReturn<TValues, unknown>;
}
