// Issue 7.10 (docs/decisions.md "Whitelisting entries"): when an entry stops covering a MAC, because
// it expired or an update moved it to another MAC, the whitelist-authorized sessions on the old
// MAC end (state revoked). Other sessions, and other contexts, are left as they were.
import { describe, expect, it } from 'vitest';
import { endedSessions, LOBBY_PATH, SEED, setup, type State } from '../support/sandbox-helpers.ts';

const printer = SEED.entries.receptionPrinter;
const tv = SEED.entries.boardroomTv;

function statesOn(state: State, mac: string) {
  return state.guestSessions.filter((s) => s.mac === mac).map((s) => s.state);
}

describe('sessions of an entry that stops covering a MAC', () => {
  it('end when the entry expires, and only those', async () => {
    const { update, state, clock } = setup('2026-05-10T10:00:00Z');
    const changed = await update({
      id: printer.id,
      mac: printer.mac,
      name: printer.name,
      toDate: '2026-05-12',
    });
    expect(changed.status).toBe(200);
    const before = await state();
    const lobbyBefore = await state(LOBBY_PATH);
    expect(statesOn(before, printer.mac)).toEqual(['whitelist-authorized']);

    clock.set('2026-05-11T21:59:59Z');
    expect(endedSessions(before, await state())).toEqual([]);
    clock.set('2026-05-11T22:00:00Z'); // 00:00 on 2026-05-12 in Stockholm
    const after = await state();
    expect(after.whitelistings.map((e) => e.mac)).not.toContain(printer.mac);
    expect(endedSessions(before, after).map((s) => [s.mac, s.module])).toEqual([
      [printer.mac, 'whitelist'],
    ]);
    expect(await state(LOBBY_PATH)).toEqual(lobbyBefore);
  });

  it('end on the old MAC when an update changes it; waiting sessions on the new MAC get in', async () => {
    const { update, state } = setup();
    const before = await state();
    const waiting = SEED.waiting[0].mac;
    expect(statesOn(before, waiting).every((s) => s === 'pending')).toBe(true);

    const moved = await update({ id: tv.id, mac: waiting.toLowerCase(), name: tv.name });
    expect(moved.status).toBe(200);
    const after = await state();
    expect(endedSessions(before, after).map((s) => [s.mac, s.module])).toEqual([
      [tv.mac, 'whitelist'],
    ]);
    expect(statesOn(after, waiting).every((s) => s === 'whitelist-authorized')).toBe(true);
  });

  it('stay when an update keeps the MAC, written in another notation', async () => {
    const { update, state } = setup();
    const before = await state();
    const same = tv.mac.toLowerCase().replaceAll(':', '-');
    const renamed = await update({ id: tv.id, mac: same, name: 'Boardroom screen' });
    expect(renamed.status).toBe(200);
    expect((await state()).guestSessions).toEqual(before.guestSessions);
  });
});
