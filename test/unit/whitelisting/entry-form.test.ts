// The pure parts of the one entry form (Add device, Edit device): where a server's field path
// lands, the ids of the controls, what a stored draft may hold, the name hint's wording.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFieldPath } from '../../../src/api/field-path.ts';
import { charactersHint, CREATE_NAME_CHARS, UPDATE_NAME_CHARS } from '../../../src/api/rules.ts';
import {
  addDeviceDraftSchema,
  emptyAddDevice,
} from '../../../src/features/whitelisting/add-device-schema.ts';
import {
  EMPTY_EDIT,
  editDeviceDraftSchema,
} from '../../../src/features/whitelisting/edit-device-schema.ts';
import {
  entryControlId,
  entryPathFromApi,
} from '../../../src/features/whitelisting/use-entry-form.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const ID = '11111111-2222-4333-8444-555555555555';
const path = (text: string) => parseFieldPath(text) ?? [];

describe('entryPathFromApi', () => {
  it.each([
    ['tags[1].value', 'date', 'tags.1'],
    ['tags', 'forever', 'tags'],
    ['toDate', 'days', 'expiry.days'],
    ['toDate', 'date', 'expiry.date'],
    ['toDate', 'keep', 'expiry.date'],
    ['mac', 'forever', 'mac'],
    ['name', 'forever', 'name'],
    ['description', 'forever', 'description'],
    ['id', 'forever', 'id'],
    ['creator', 'forever', null],
    ['descriptionMode', 'forever', null],
  ] as const)('%s (expiry %s) -> %s', (apiPath, kind, formPath) => {
    expect(entryPathFromApi(path(apiPath), kind)).toBe(formPath);
  });
});

describe('entryControlId', () => {
  it('makes a path an id of its screen; the expiry group links to its first radio', () => {
    expect(entryControlId('add', 'mac')).toBe('add-mac');
    expect(entryControlId('add', 'tags.1')).toBe('add-tags-1');
    expect(entryControlId('edit', 'expiry')).toBe('edit-expiry-kind');
    expect(entryControlId('edit', 'expiry.date')).toBe('edit-expiry-date');
  });
});

describe('drafts derived from the form schemas', () => {
  it('keep what was typed, valid or not, exactly as typed', () => {
    const typed = {
      mac: 'aa-bb-cc',
      name: ' Printer <3> ',
      description: 'a#b',
      expiry: { kind: 'days', days: '0', date: '' },
      tags: ['x'],
      id: 'not a uuid',
    };
    expect(addDeviceDraftSchema.safeParse(typed)).toEqual({ success: true, data: typed });
    expect(addDeviceDraftSchema.safeParse(emptyAddDevice()).success).toBe(true);
    const edit = { values: { ...EMPTY_EDIT, id: ID, name: 'A # B' }, loadedId: ID };
    expect(editDeviceDraftSchema.safeParse(edit)).toEqual({ success: true, data: edit });
  });

  it('refuse a draft whose fields have the wrong type or are missing', () => {
    const good = emptyAddDevice();
    for (const bad of [
      { ...good, expiry: { ...good.expiry, kind: 'sometimes' } },
      { ...good, tags: 'printer' },
      { ...good, tags: [1] },
      { mac: '', name: '' },
      'AA:BB:CC:DD:EE:FF',
      null,
    ]) {
      expect(addDeviceDraftSchema.safeParse(bad).success).toBe(false);
    }
    expect(
      editDeviceDraftSchema.safeParse({ values: { ...EMPTY_EDIT, tagsMode: 'replace' } }).success,
    ).toBe(false);
  });
});

describe('charactersHint', () => {
  it("is the set's description as a sentence", () => {
    expect(charactersHint(CREATE_NAME_CHARS)).toBe(
      'Letters a-z, digits, å ä ö, spaces and & - , .',
    );
    expect(charactersHint(UPDATE_NAME_CHARS)).toBe(
      'Letters a-z, digits, å ä ö, spaces and ( ) & - , . / " +',
    );
  });
});
