// A form's state outside any component: the values as typed, the schema's errors, and the DOM
// controls registered for each path (uncontrolled: the control holds what is typed, the store
// hears each change). use-form.ts binds it to components. Checked on submit, then again on
// every change (GOV.UK: validate on submit, then keep the messages true as they are fixed).
import type * as z from 'zod/mini';
import { deepEqual, getIn, setIn, unsetIn } from './tree.ts';

export type FieldValues = Record<string, unknown>;

export interface FieldError {
  /** The zod issue's code, 'server' for a server's refusal, or a screen's own kind. */
  type: string;
  message?: string;
}

/** Errors in the values' shape: a list's own error sits in `root` beside its items' errors. */
export type ErrorTree<T> = T extends readonly (infer Item)[]
  ? Partial<FieldError> & { root?: FieldError } & (ErrorTree<Item> | undefined)[]
  : T extends object
    ? Partial<FieldError> & { [K in keyof T]?: ErrorTree<T[K]> }
    : FieldError;

export type FieldErrors<T> = { [K in keyof T]?: ErrorTree<T[K]> };

/** Every dotted path into T: 'expiry', 'expiry.days', 'tags', 'tags.1'. */
export type Path<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${Path<Item>}`
  : T extends object
    ? {
        [K in keyof T & string]: K | (T[K] extends object ? `${K}.${Path<T[K]>}` : never);
      }[keyof T & string]
    : never;

export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : T extends readonly (infer Item)[]
      ? PathValue<Item, Rest>
      : never
  : P extends keyof T
    ? T[P]
    : T extends readonly (infer Item)[]
      ? Item
      : never;

export interface FormState<TValues> {
  errors: FieldErrors<TValues>;
  /** The values differ from the last defaults (the first ones, or the last reset's). */
  isDirty: boolean;
  isSubmitted: boolean;
  submitCount: number;
}

/** A change of the values: `type` is the DOM event's ('input', 'change'), none for code's. */
export interface ValuesChange<TValues> {
  values: TValues;
  name?: string;
  type?: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `register` gives a native control: spread it on the element. */
export interface FieldRegistration {
  name: string;
  onChange: (event: { target: EventTarget | null; type: string }) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface RegisterOptions<TValues> {
  /** Paths checked again with this one, once the form has been submitted. */
  deps?: readonly Path<TValues>[];
}

/** A check of the values: the output when they pass, and the errors (none when they pass). */
type Checked<TValues, TOutput> =
  | { ok: true; output: TOutput; errors: FieldErrors<TValues> }
  | { ok: false; errors: FieldErrors<TValues> };

/**
 * The schema's issues as an error tree: the first message of each path, a list's own error in
 * its `root` when its items have errors too, an object's own message beside its parts'.
 */
export function errorsOf<TValues>(issues: readonly z.core.$ZodIssue[]): FieldErrors<TValues> {
  const first = new Map<string, FieldError>();
  for (const issue of issues) {
    // A rule of the whole form (no path) is the form's own error: 'root', as in setError.
    const path = issue.path.length === 0 ? 'root' : issue.path.map(String).join('.');
    if (!first.has(path)) first.set(path, { type: issue.code, message: issue.message });
  }
  // Deepest first, so a list or object already holds its parts when its own error comes.
  const paths = [...first.keys()].sort((a, b) => b.split('.').length - a.split('.').length);
  let errors: FieldErrors<TValues> = {};
  for (const path of paths) {
    const error = first.get(path);
    const held = getIn(errors, path);
    if (Array.isArray(held)) errors = setIn(errors, `${path}.root`, error);
    else if (typeof held === 'object' && held !== null)
      errors = setIn(errors, path, { ...held, ...error });
    else errors = setIn(errors, path, error);
  }
  return errors;
}

function readControl(control: Control): unknown {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  return control.value;
}

function writeControl(control: Control, value: unknown) {
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    control.checked = value === true;
  else if (control instanceof HTMLInputElement && control.type === 'radio')
    control.checked = control.value === value;
  else control.value = value === undefined || value === null ? '' : String(value);
}

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

export interface FormStoreOptions<TValues, TOutput> {
  /** Its input is what the fields hold, its output what a valid form becomes (src/api). */
  schema: z.ZodMiniType<TOutput, TValues>;
  defaultValues: TValues;
}

export type FormStore<TValues extends FieldValues, TOutput> = ReturnType<
  typeof createFormStore<TValues, TOutput>
>;

export function createFormStore<TValues extends FieldValues, TOutput>(
  options: FormStoreOptions<TValues, TOutput>,
) {
  let schema = options.schema;
  let defaults = options.defaultValues;
  let values = defaults;
  let state: FormState<TValues> = {
    errors: {},
    isDirty: false,
    isSubmitted: false,
    submitCount: 0,
  };
  const fields = new Map<string, { controls: Set<Control>; registration: FieldRegistration }>();
  const deps = new Map<string, readonly string[]>();
  const stateListeners = new Set<() => void>();
  const valueListeners = new Set<(change: ValuesChange<TValues>) => void>();
  const watched = new Map<string, readonly unknown[]>();

  function commit(next: Partial<FormState<TValues>>) {
    const merged = { ...state, ...next };
    const same =
      merged.isDirty === state.isDirty &&
      merged.isSubmitted === state.isSubmitted &&
      merged.submitCount === state.submitCount &&
      deepEqual(merged.errors, state.errors);
    if (same) return;
    state = merged;
    for (const listener of stateListeners) listener();
  }

  function check(): Checked<TValues, TOutput> {
    const result = schema.safeParse(values);
    return result.success
      ? { ok: true, output: result.data, errors: {} }
      : { ok: false, errors: errorsOf<TValues>(result.error.issues) };
  }

  /** The controls of `path` still on the page, its own or those of its parts. */
  function controlsUnder(path: string | undefined): [string, Control][] {
    const found: [string, Control][] = [];
    for (const [name, field] of fields) {
      if (path !== undefined && name !== path && !name.startsWith(`${path}.`)) continue;
      for (const control of field.controls) {
        if (control.isConnected) found.push([name, control]);
        else field.controls.delete(control);
      }
    }
    return found;
  }

  function setValues(next: TValues, change: { name?: string; type?: string }) {
    values = next;
    for (const listener of valueListeners) listener({ values, ...change });
  }

  /** The values at `path` and its parts written into their controls on the page (all: none). */
  function writeControls(path: string | undefined) {
    for (const [name, control] of controlsUnder(path)) writeControl(control, getIn(values, name));
  }

  /**
   * Where a check's error for `name` sits: on the path itself, or on the nearest enclosing path
   * that holds one (an object's own rule, a list's `root`), as react-hook-form looks it up.
   */
  function lookUp(errors: unknown, name: string): { name: string; error?: unknown } {
    const own = getIn(errors, name) as Partial<FieldError> | undefined;
    if ((own && (own.type || own.message)) || Array.isArray(own)) return { name, error: own };
    // A field that holds an object (a controlled one): its parts' errors are its own.
    if (own !== null && typeof own === 'object' && fields.has(name)) return { name, error: own };
    const segments = name.split('.');
    while (segments.length > 0) {
      const path = segments.join('.');
      if (path !== name && fields.has(path)) return { name };
      const found = getIn(errors, path) as (Partial<FieldError> & { root?: FieldError }) | null;
      if (found?.type) return { name: path, error: found };
      if (found?.root?.type) return { name: `${path}.root`, error: found.root };
      segments.pop();
    }
    return { name };
  }

  function placeError(errors: FieldErrors<TValues>, name: string, error: unknown) {
    return error === undefined ? unsetIn(errors, name) : setIn(errors, name, error);
  }

  /** `errors` with the messages of `names` as a check `found` them. */
  function placeFound(errors: FieldErrors<TValues>, found: unknown, names: readonly string[]) {
    return names.reduce((placed, name) => placeError(placed, name, getIn(found, name)), errors);
  }

  /** Checks again and updates the errors of `names` (every path when none). */
  function trigger(names?: Path<TValues> | readonly Path<TValues>[]): Promise<boolean> {
    const { ok, errors: found } = check();
    if (names === undefined) {
      commit({ errors: found });
      return Promise.resolve(ok);
    }
    const list: readonly string[] = typeof names === 'string' ? [names] : names;
    commit({ errors: placeFound(state.errors, found, list) });
    return Promise.resolve(list.every((name) => getIn(found, name) === undefined));
  }

  /** A person's change (a control's event, a controlled field's new value). */
  function change(name: string, value: unknown, type: string) {
    setValues(setIn(values, name, value), { name, type });
    const isDirty = !deepEqual(values, defaults);
    if (!state.isSubmitted) {
      commit({ isDirty });
      return;
    }
    // After a submit each change checks the form again, and updates this field's message only
    // (and its deps'): the others keep theirs (a server's refusal of another field stays until
    // that one changes). One check serves both.
    const found = check().errors;
    const before = lookUp(state.errors, name);
    const after = lookUp(found, before.name);
    const errors = placeError(state.errors, after.name, after.error);
    commit({ isDirty, errors: placeFound(errors, found, deps.get(name) ?? []) });
  }

  function register(name: Path<TValues>, options: RegisterOptions<TValues> = {}) {
    if (options.deps) deps.set(name, options.deps);
    const known = fields.get(name);
    if (known) return known.registration;
    const controls = new Set<Control>();
    const registration: FieldRegistration = {
      name,
      onChange: ({ target, type }) => {
        if (!isControl(target)) return;
        if (target instanceof HTMLInputElement && target.type === 'radio' && !target.checked)
          return;
        change(name, readControl(target), type);
      },
      onBlur: () => {},
      ref: (element) => {
        if (!isControl(element) || controls.has(element)) return;
        controls.add(element);
        writeControl(element, getIn(values, name));
      },
    };
    fields.set(name, { controls, registration });
    return registration;
  }

  function setValue<P extends Path<TValues>>(name: P, value: PathValue<TValues, P>) {
    setValues(setIn(values, name, value), { name });
    writeControls(name);
    commit({ isDirty: !deepEqual(values, defaults) });
  }

  return {
    register,
    change,
    trigger,
    setValue,
    /** Schemas built per render (one per time zone) take over from the next check. */
    setSchema(next: z.ZodMiniType<TOutput, TValues>) {
      schema = next;
    },
    getValues: (): TValues => values,
    get<P extends Path<TValues>>(name: P): PathValue<TValues, P> {
      return getIn(values, name) as PathValue<TValues, P>;
    },
    /** The values of `names` as one list, the same list until one of them changes. */
    getAll(names: readonly string[]): readonly unknown[] {
      const key = names.join('\n');
      const held = watched.get(key);
      const list = names.map((name) => getIn(values, name));
      if (held && list.every((value, index) => Object.is(value, held[index]))) return held;
      watched.set(key, list);
      return list;
    },
    getState: () => state,
    /** Hears every change of the state (errors, dirty, submitted); returns the unsubscribe. */
    subscribeState(listener: () => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    /** Hears every change of the values; returns the unsubscribe. */
    subscribeValues(listener: (change: ValuesChange<TValues>) => void) {
      valueListeners.add(listener);
      return () => void valueListeners.delete(listener);
    },
    setError(name: Path<TValues> | 'root', error: FieldError) {
      const held = getIn(state.errors, name);
      // The new error replaces the old one (its type and message); the parts' errors stay.
      const {
        type: _type,
        message: _message,
        ...parts
      } = (typeof held === 'object' && held !== null ? held : {}) as Partial<FieldError>;
      const errors = Array.isArray(held)
        ? setIn(state.errors, `${name}.root`, error)
        : setIn(state.errors, name, { ...parts, ...error });
      commit({ errors });
    },
    setFocus(name: Path<TValues>) {
      controlsUnder(name)
        .find(([path]) => path === name)?.[1]
        .focus();
    },
    /** Checks the whole form: `onValid` gets the schema's output, else the errors show. */
    handleSubmit(
      onValid: (output: TOutput, event?: unknown) => unknown,
      onInvalid?: (errors: FieldErrors<TValues>) => unknown,
    ) {
      return async (event?: { preventDefault?: () => void }) => {
        event?.preventDefault?.();
        const checked = check();
        commit({ errors: checked.errors });
        try {
          if (checked.ok) await onValid(checked.output, event);
          else await onInvalid?.(state.errors);
        } finally {
          // Counted after the handler, as react-hook-form does: a reset in it keeps this submit.
          commit({ isSubmitted: true, submitCount: state.submitCount + 1 });
        }
      };
    },
    /** New defaults (the given values, else the current defaults) in every field; no errors. */
    reset(next?: TValues, { keepSubmitCount = false } = {}) {
      if (next !== undefined) defaults = next;
      setValues(defaults, {});
      writeControls(undefined);
      commit({
        errors: {},
        isDirty: false,
        isSubmitted: false,
        submitCount: keepSubmitCount ? state.submitCount : 0,
      });
    },
  };
}
