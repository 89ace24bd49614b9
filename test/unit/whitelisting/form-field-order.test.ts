// Every form's error-summary order names each field of its schema once, so a field added to a
// schema cannot be left out of the summary (issue 6). A new form adds its pair here.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_FIELD_ORDER,
  connectionFormSchema,
} from '../../../src/connection/connection-schema.ts';
import {
  ADD_DEVICE_FIELD_ORDER,
  addDeviceSchema,
} from '../../../src/features/whitelisting/add-device-schema.ts';
import {
  EDIT_DEVICE_FIELD_ORDER,
  editDeviceSchema,
} from '../../../src/features/whitelisting/edit-device-schema.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const FORMS: { name: string; shape: object; order: readonly string[] }[] = [
  { name: 'Connection', shape: connectionFormSchema.shape, order: CONNECTION_FIELD_ORDER },
  { name: 'Add device', shape: addDeviceSchema('UTC').shape, order: ADD_DEVICE_FIELD_ORDER },
  { name: 'Edit device', shape: editDeviceSchema('UTC').shape, order: EDIT_DEVICE_FIELD_ORDER },
];

describe.each(FORMS)('$name form', ({ shape, order }) => {
  it("orders exactly the schema's fields, each once", () => {
    expect([...order].sort()).toEqual(Object.keys(shape).sort());
    expect(new Set(order).size).toBe(order.length);
  });
});
