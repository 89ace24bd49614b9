// Odd bodies get a 400 in the family's body that says what to send, never a 500 or a stall.
import { describe, expect, it } from 'vitest';
import { fieldErrors, setup, statusBody, VALID } from '../support/sandbox-helpers.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('odd input', () => {
  it('refuses a deeply nested body with a 400 in the family body, for every endpoint', async () => {
    const { create, batch, removeEmails } = setup();
    // Written as text: even building it with JSON.stringify would overflow the stack.
    const deep = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const created = await create(`{"mac":${deep},"name":"Hall printer"}`);
    expect(created.status).toBe(400);
    expect(fieldErrors(created.body)[0]?.message).toBe('The body nests deeper than 64 levels');
    expect((await batch(`{"whitelistings":[{"mac":${deep}}]}`)).status).toBe(400);
    const removal = await removeEmails(`{"emails":[${deep}]}`);
    expect(removal.status).toBe(400);
    expect(statusBody(removal.body).message).toBe('The body nests deeper than 64 levels');
  });

  it('still echoes a moderately nested faulty entry', async () => {
    const { batch } = setup();
    const faulty = { mac: nested(20) };
    const result = await batch({ whitelistings: [faulty] });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ faultyRequests: [faulty] });
  });

  it('names what to send when the body is not an object', async () => {
    const { create } = setup();
    const answer = await create([]);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)[0]?.message).toBe(
      'Send the entry as a JSON object with mac and name',
    );
  });

  it('says how to make an entry permanent when create gets toDate null', async () => {
    const { create } = setup();
    const answer = await create({ ...VALID, toDate: null });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual([
      {
        field: 'toDate',
        rejectedValue: null,
        message: 'Leave toDate out for a permanent entry (null is for update only)',
      },
    ]);
  });
});
