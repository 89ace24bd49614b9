// docs/decisions.md: conference sessions are never touched by whitelisting or by removals.
import { describe, expect, it } from 'vitest';
import { SEED, setup } from '../support/sandbox-helpers.ts';

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
