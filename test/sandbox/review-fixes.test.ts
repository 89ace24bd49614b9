// Cases found in review: odd input must give 400s, not 500s or stalls; conference sessions
// are never touched; policy emails compare after trimming; UUIDs compare case-insensitively.
import { describe, expect, it } from 'vitest';
import { fieldErrors, SEED, setup, statusBody, VALID } from './helpers.ts';

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

describe('conference sessions are never touched', () => {
  it('whitelisting a MAC with a conference session leaves that session as it was', async () => {
    const { batch, state } = setup();
    const conference = SEED.staff.anna.conference;
    const before = (await state()).guestSessions.filter((s) => s.mac === conference);
    expect(before.map((s) => s.module)).toContain('conference');

    const answer = await batch({ whitelistings: [{ mac: conference }] });
    expect(answer.body).toMatchObject({ createdWhitelistingMacs: [conference], updatedLogins: 0 });
    const after = (await state()).guestSessions.filter((s) => s.mac === conference);
    expect(after).toEqual(before);
  });
});

describe('comparisons', () => {
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
