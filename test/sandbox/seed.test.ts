// The demo data of docs/decisions.md "The sandbox's own demo data": names are part of the contract.
import { describe, expect, it } from 'vitest';
import { emailCovers } from '../../src/api/rules.ts';
import { LOBBY_PATH, SEED, setup } from '../support/sandbox-helpers.ts';

describe('demo data', () => {
  it('holds the contract values', () => {
    expect(SEED).toMatchObject({
      organizationId: 'demo-org',
      timeZone: 'Europe/Stockholm',
      demo: { contextId: 'demo-context', key: 'demo-key', caller: 'admin@demo.example' },
      lobby: { contextId: 'lobby-context', key: 'lobby-key', caller: 'lobby-admin@demo.example' },
      policyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
    });
  });

  it('serves each venue its own access policy, lobby-context included', async () => {
    const { state } = setup();
    expect((await state()).accessPolicies).toEqual([
      { id: SEED.policyId, emails: [...SEED.policyEmails] },
    ]);
    expect((await state(LOBBY_PATH)).accessPolicies).toEqual([
      { id: SEED.lobby.policyId, emails: [...SEED.lobby.policyEmails] },
    ]);
  });

  it('lets every counter be non-zero: sessions behind each kind of policy entry', async () => {
    const { state } = setup();
    const { guestSessions, whitelistings } = await state();
    const active = guestSessions.filter((s) => s.state === 'active');
    const gated = (module: string, entry: string) =>
      active.filter(
        (s) =>
          s.module === module &&
          s.policyId === SEED.policyId &&
          s.email !== null &&
          emailCovers(entry, s.email),
      ).length;

    expect(SEED.policyEmails).toContain('admin@demo.example');
    const addresses: string[] = SEED.policyEmails.filter(
      (e) => !e.startsWith('*@') && e !== 'admin@demo.example',
    );
    expect(addresses).toHaveLength(3);
    for (const address of addresses) {
      expect(gated('self-provisioning', address)).toBeGreaterThan(0);
      expect(gated('meeting-host', address)).toBeGreaterThan(0);
    }
    const conferences = active.filter((s) => s.module === 'conference');
    expect(conferences.filter((s) => addresses.includes(s.email ?? ''))).toHaveLength(1);

    const domain = SEED.policyEmails.find((e) => /^\*@[^*]/.test(e)) ?? '';
    const subdomain = SEED.policyEmails.find((e) => e.startsWith('*@*.')) ?? '';
    for (const pattern of [domain, subdomain]) {
      expect(gated('self-provisioning', pattern) + gated('meeting-host', pattern)).toBeGreaterThan(
        0,
      );
    }

    const whitelistSignIns = (creator: string) =>
      whitelistings
        .filter((e) => e.creator === creator)
        .flatMap((e) =>
          guestSessions.filter((s) => s.mac === e.mac && s.state === 'whitelist-authorized'),
        );
    expect(whitelistSignIns('admin@demo.example').length).toBeGreaterThan(0);
    expect(new Set(whitelistings.map((e) => e.creator)).size).toBeGreaterThan(1);

    const whitelisted = new Set(whitelistings.map((e) => e.mac));
    for (const { mac, sessions } of SEED.waiting) {
      expect(whitelisted.has(mac)).toBe(false);
      const waiting = guestSessions.filter((s) => s.mac === mac);
      expect(waiting).toHaveLength(sessions);
      expect(waiting.every((s) => s.state === 'pending' && s.email === null)).toBe(true);
    }
  });

  it('holds entries that pass the create rules (re-created in lobby-context)', async () => {
    const { state, json } = setup();
    for (const { mac, name, description, tags } of (await state()).whitelistings) {
      const res = await json(
        'POST',
        `${LOBBY_PATH}/modules/whitelistings`,
        { mac, name, description, tags },
        { key: SEED.lobby.key },
      );
      expect(res.status).toBe(200);
    }
  });
});
