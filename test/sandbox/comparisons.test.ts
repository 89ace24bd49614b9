// docs/decisions.md: policy emails compare after trimming and case-insensitively; IDs compare
// case-insensitively.
import { describe, expect, it } from 'vitest';
import { fieldErrors, SEED, setup, VALID } from '../support/sandbox-helpers.ts';

describe('case and spacing in comparisons', () => {
  it('removes a policy email sent with surrounding spaces', async () => {
    const { removeEmails } = setup();
    const answer = await removeEmails({ emails: [`  ${SEED.staff.erik.email.toUpperCase()} `] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ removedEmails: [{ email: SEED.staff.erik.email }] });
  });

  it('finds an entry by its id in upper case, and refuses a taken id in any case', async () => {
    const { create, update } = setup();
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect((await create({ ...VALID, id })).status).toBe(200);

    const updated = await update({ ...VALID, id: id.toUpperCase(), name: 'Renamed printer' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Renamed printer' });

    const again = await create({ ...VALID, mac: 'AA:BB:CC:00:11:99', id: id.toUpperCase() });
    expect(again.status).toBe(409);
    expect(fieldErrors(again.body).map((e) => e.field)).toEqual(['id']);
  });
});
