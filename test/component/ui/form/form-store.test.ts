// The form store with real controls (jsdom): what react-hook-form did for the forms, in the one
// mode they use (checked on submit, then on every change).
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createFormStore, errorsOf } from '../../../../src/ui/form/form-store.ts';

const schema = z.object({
  mac: z.pipe(
    z.string().check(z.minLength(1, 'Enter a MAC')),
    z.transform((mac) => mac.toUpperCase()),
  ),
  name: z.string().check(z.minLength(2, 'Enter a name')),
  expiry: z.object({ kind: z.string(), days: z.string() }).check(
    z.refine((expiry) => expiry.kind !== 'days' || expiry.days !== '', {
      message: 'Enter a number of days',
      path: ['days'],
    }),
  ),
  tags: z
    .array(z.string().check(z.maxLength(3, 'Tag too long')))
    .check(z.maxLength(2, 'At most 2 tags')),
  remember: z.boolean(),
});
type Values = z.input<typeof schema>;

const EMPTY: Values = {
  mac: '',
  name: '',
  expiry: { kind: 'forever', days: '' },
  tags: [],
  remember: false,
};

function input(type = 'text', value?: string) {
  const element = document.createElement('input');
  element.type = type;
  if (value !== undefined) element.value = value;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

/** A store with its MAC, name and days registered on text fields. */
function setUp(defaults: Values = EMPTY) {
  const store = createFormStore({ schema, defaultValues: defaults });
  const fields = {
    mac: input(),
    name: input(),
    days: input(),
  };
  const mac = store.register('mac');
  const name = store.register('name');
  const days = store.register('expiry.days');
  mac.ref(fields.mac);
  name.ref(fields.name);
  days.ref(fields.days);
  const type = (element: HTMLInputElement, text: string) => {
    element.value = text;
    const registration = [mac, name, days].find((r) => fields[keyOf(r.name)] === element);
    registration?.onChange({ target: element, type: 'input' });
  };
  const keyOf = (path: string) => (path === 'expiry.days' ? 'days' : path) as keyof typeof fields;
  return { store, fields, type };
}

const submit = async (store: ReturnType<typeof setUp>['store']) => {
  const valid = vi.fn();
  const invalid = vi.fn();
  await store.handleSubmit(valid, invalid)();
  return { valid, invalid };
};

describe('createFormStore', () => {
  it('writes the defaults into the controls registered and hears what is typed', () => {
    const { store, fields, type } = setUp({ ...EMPTY, mac: 'aa', name: 'Desk' });
    expect(fields.mac.value).toBe('aa');
    expect(fields.name.value).toBe('Desk');
    type(fields.mac, 'bb');
    expect(store.getValues().mac).toBe('bb');
    expect(store.getState().isDirty).toBe(true);
    type(fields.mac, 'aa');
    expect(store.getState().isDirty).toBe(false);
  });

  it('checks nothing before the first submit', () => {
    const { store, fields, type } = setUp();
    type(fields.name, 'x');
    expect(store.getState().errors).toEqual({});
  });

  it("gives a valid submit the schema's output, and an invalid one every error", async () => {
    const { store, fields, type } = setUp();
    const first = await submit(store);
    expect(first.valid).not.toHaveBeenCalled();
    expect(first.invalid).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({
      isSubmitted: true,
      submitCount: 1,
      errors: {
        mac: { type: 'too_small', message: 'Enter a MAC' },
        name: { message: 'Enter a name' },
      },
    });
    type(fields.mac, 'aa:bb');
    type(fields.name, 'Desk');
    const second = await submit(store);
    expect(second.valid).toHaveBeenCalledWith({ ...EMPTY, mac: 'AA:BB', name: 'Desk' }, undefined);
    expect(store.getState().errors).toEqual({});
    expect(store.getState().submitCount).toBe(2);
  });

  it("after a submit, a change updates its own field's message and leaves the others'", async () => {
    const { store, fields, type } = setUp();
    await submit(store);
    store.setError('name', { type: 'server', message: 'Name taken' });
    type(fields.mac, 'aa');
    expect(store.getState().errors.mac).toBeUndefined();
    // The server's word on another field stays until that field changes.
    expect(store.getState().errors.name).toEqual({ type: 'server', message: 'Name taken' });
    type(fields.mac, '');
    expect(store.getState().errors.mac?.message).toBe('Enter a MAC');
    type(fields.name, 'Desk');
    expect(store.getState().errors.name).toBeUndefined();
  });

  it('checks the paths given as deps again when a field with them changes', async () => {
    const { store, fields, type } = setUp();
    const kind = store.register('expiry.kind', { deps: ['expiry.days'] });
    const days = input('radio', 'days');
    days.name = 'kind';
    const forever = input('radio', 'forever');
    forever.name = 'kind';
    kind.ref(days);
    kind.ref(forever);
    expect(forever.checked).toBe(true);
    await submit(store);
    expect(store.getState().errors.expiry).toBeUndefined();

    days.checked = true;
    kind.onChange({ target: days, type: 'change' });
    expect(store.getValues().expiry.kind).toBe('days');
    // The days field was not touched, yet its message appears: the choice asked for it.
    expect(store.getState().errors.expiry?.days?.message).toBe('Enter a number of days');
    type(fields.days, '30');
    expect(store.getState().errors.expiry).toBeUndefined();
    // A radio that is unchecked says nothing of the value.
    kind.onChange({ target: forever, type: 'change' });
    expect(store.getValues().expiry.kind).toBe('days');
  });

  it("keeps a list's items' errors by index, and a server's word on the list in its root", async () => {
    const { store } = setUp({ ...EMPTY, mac: 'a', name: 'Desk', tags: ['ok', 'long'] });
    await submit(store);
    const tags = store.getState().errors.tags;
    expect(Array.isArray(tags)).toBe(true);
    expect(tags?.[1]?.message).toBe('Tag too long');
    expect(tags?.[0]).toBeUndefined();
    store.setError('tags', { type: 'server', message: 'Tags refused' });
    expect(store.getState().errors.tags?.root?.message).toBe('Tags refused');
    expect(store.getState().errors.tags?.[1]?.message).toBe('Tag too long');
  });

  it('takes a controlled value through change, checked again like a typed one', async () => {
    const { store } = setUp({ ...EMPTY, mac: 'a', name: 'Desk' });
    store.register('tags');
    await submit(store);
    store.change('tags', ['longer'], 'change');
    expect(store.getState().errors.tags?.[0]?.message).toBe('Tag too long');
    store.change('tags', ['ok'], 'change');
    expect(store.getState().errors.tags).toBeUndefined();
  });

  it('holds a checkbox as a boolean', () => {
    const store = createFormStore({ schema, defaultValues: { ...EMPTY, remember: true } });
    const box = input('checkbox');
    const remember = store.register('remember');
    remember.ref(box);
    expect(box.checked).toBe(true);
    box.checked = false;
    remember.onChange({ target: box, type: 'change' });
    expect(store.getValues().remember).toBe(false);
  });

  it('resets to new defaults in every control, without errors; keeps the count when asked', async () => {
    const { store, fields, type } = setUp();
    await submit(store);
    type(fields.name, 'Desk');
    store.reset({ ...EMPTY, mac: 'cc' }, { keepSubmitCount: true });
    expect(fields.mac.value).toBe('cc');
    expect(fields.name.value).toBe('');
    expect(store.getState()).toEqual({
      errors: {},
      isDirty: false,
      isSubmitted: false,
      submitCount: 1,
    });
    // Not submitted since the reset: a change checks nothing.
    type(fields.mac, '');
    expect(store.getState().errors).toEqual({});
    store.reset();
    expect(store.getValues().mac).toBe('cc');
    expect(store.getState().submitCount).toBe(0);
  });

  it('counts a submit whose handler resets the form, as react-hook-form did', async () => {
    const { store, fields, type } = setUp();
    type(fields.mac, 'aa');
    type(fields.name, 'Desk');
    await store.handleSubmit(() => store.reset(store.getValues(), { keepSubmitCount: true }))();
    expect(store.getState()).toMatchObject({ isSubmitted: true, submitCount: 1, isDirty: false });
  });

  it('sets a value in its control and marks the form changed', () => {
    const { store, fields } = setUp();
    store.setValue('expiry', { kind: 'days', days: '7' });
    expect(fields.days.value).toBe('7');
    expect(store.getState().isDirty).toBe(true);
  });

  it('tells each change of the values with its field and event, and trigger checks on demand', async () => {
    const { store, fields, type } = setUp();
    const heard = vi.fn();
    const off = store.subscribeValues(heard);
    type(fields.name, 'D');
    store.setValue('mac', 'aa');
    expect(heard.mock.calls.map(([change]) => [change.name, change.type])).toEqual([
      ['name', 'input'],
      ['mac', undefined],
    ]);
    expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ values: store.getValues() }));
    off();
    type(fields.name, 'De');
    expect(heard).toHaveBeenCalledTimes(2);

    await expect(store.trigger('name')).resolves.toBe(true);
    await expect(store.trigger(['mac', 'expiry.days'])).resolves.toBe(true);
    type(fields.name, '');
    await expect(store.trigger('name')).resolves.toBe(false);
    expect(store.getState().errors.name?.message).toBe('Enter a name');
    // Only the paths asked for: the MAC's message was not.
    expect(store.getState().errors.mac).toBeUndefined();
  });

  it('publishes its state only when it changed, so an effect on it cannot loop', async () => {
    const { store, fields, type } = setUp();
    const heard = vi.fn();
    store.subscribeState(heard);
    await store.trigger('name');
    const once = heard.mock.calls.length;
    const state = store.getState();
    await store.trigger('name');
    type(fields.name, '');
    expect(heard).toHaveBeenCalledTimes(once);
    expect(store.getState()).toBe(state);
  });

  it('watches several values as one list, the same list until one of them changes', () => {
    const { store, fields, type } = setUp();
    const first = store.getAll(['mac', 'name']);
    expect(store.getAll(['mac', 'name'])).toBe(first);
    type(fields.name, 'D');
    const next = store.getAll(['mac', 'name']);
    expect(next).not.toBe(first);
    expect(next).toEqual(['', 'D']);
  });

  it('watches a list of values as the same list while only other values change', () => {
    const { store, fields, type } = setUp();
    const first = store.getAll(['name']);
    type(fields.mac, 'aa');
    expect(store.getAll(['name'])).toBe(first);
  });

  it("replaces an error's message with the next one set, and keeps its parts' errors", async () => {
    const { store } = setUp({ ...EMPTY, expiry: { kind: 'days', days: '' } });
    await store.trigger('name');
    store.setError('name', { type: 'server' });
    expect(store.getState().errors.name).toEqual({ type: 'server' });
    await store.trigger('expiry.days');
    store.setError('expiry', { type: 'server', message: 'Expiry refused' });
    expect(store.getState().errors.expiry).toEqual({
      type: 'server',
      message: 'Expiry refused',
      days: { type: 'custom', message: 'Enter a number of days' },
    });
  });

  it("shows the errors of a whole object's parts when that object changes as one", async () => {
    const { store } = setUp({ ...EMPTY, mac: 'a', name: 'Desk' });
    store.register('expiry');
    await submit(store);
    store.change('expiry', { kind: 'days', days: '' }, 'change');
    expect(store.getState().errors.expiry?.days?.message).toBe('Enter a number of days');
    store.change('expiry', { kind: 'days', days: '7' }, 'change');
    expect(store.getState().errors.expiry).toBeUndefined();
  });

  it("publishes nothing when an item's unchanged error is checked again in a sparse list", async () => {
    const { store } = setUp({ ...EMPTY, mac: 'a', name: 'Desk', tags: ['ok', 'long'] });
    await submit(store);
    const heard = vi.fn();
    store.subscribeState(heard);
    await store.trigger('tags.1');
    expect(heard).not.toHaveBeenCalled();
  });

  it('focuses the first control of a path still on the page', () => {
    const { store, fields } = setUp();
    const gone = input();
    const name = store.register('name');
    name.ref(gone);
    gone.remove();
    store.setFocus('name');
    expect(document.activeElement).toBe(fields.name);
  });
});

describe('errorsOf', () => {
  it("puts a rule of the whole form in root, the summary's form-level messages", () => {
    expect(errorsOf([{ code: 'custom', message: 'Nothing to send', path: [], input: {} }])).toEqual(
      {
        root: { type: 'custom', message: 'Nothing to send' },
      },
    );
  });

  it("puts a list's own error in root when its items have errors too", () => {
    const errors = errorsOf<{ tags: string[] }>([
      {
        code: 'too_big',
        message: 'At most 2 tags',
        path: ['tags'],
        input: [],
        origin: 'array',
        maximum: 2,
      },
      { code: 'custom', message: 'Tag too long', path: ['tags', 1], input: '' },
    ]);
    expect(Array.isArray(errors.tags)).toBe(true);
    expect(errors.tags?.[1]).toEqual({ type: 'custom', message: 'Tag too long' });
    expect(errors.tags?.root).toEqual({ type: 'too_big', message: 'At most 2 tags' });
  });

  it("keeps each path's first message and an object's own message beside its parts'", () => {
    const errors = errorsOf<{ expiry: { days: string } }>([
      { code: 'custom', message: 'Days first', path: ['expiry', 'days'], input: '' },
      { code: 'custom', message: 'Days second', path: ['expiry', 'days'], input: '' },
      { code: 'custom', message: 'Expiry itself', path: ['expiry'], input: {} },
    ]);
    expect(errors).toEqual({
      expiry: {
        type: 'custom',
        message: 'Expiry itself',
        days: { type: 'custom', message: 'Days first' },
      },
    });
  });
});
