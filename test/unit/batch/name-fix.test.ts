import { describe, expect, it } from 'vitest';
import { nameFixEdits } from '../../../src/features/batch/check/name-fix.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';

// A dnsmasq lease file (see test/fixtures/batch-lists/dnsmasq.leases.source.md): expiry, MAC,
// IP, host name, client ID.
const LEASES = [
  '1717405200 00:1b:63:84:bb:d7 192.168.1.101 annas_macbook *',
  '1717405260 3c:22:fb:12:34:56 192.168.1.102 kiosk-lobby *',
  '1717406100 b8:27:eb:45:a1:0c 192.168.1.103 reception_printer *',
].join('\n');

describe('nameFixEdits', () => {
  const list = recogniseList(LEASES);
  const name = list.roles.indexOf('name');

  it('gives the fixed name of every row the fix names, by row index', () => {
    expect(name).toBeGreaterThanOrEqual(0);
    expect(nameFixEdits(list, list.roles, {})).toEqual({
      0: 'annas-macbook',
      2: 'reception-printer',
    });
  });

  it('leaves out a name the person edited: theirs wins', () => {
    expect(nameFixEdits(list, list.roles, { 2: { name: 'Printer' } })).toEqual({
      0: 'annas-macbook',
    });
  });

  it('offers nothing when another column is used for names', () => {
    const roles = list.roles.map((role) => (role === 'name' ? 'ignore' : role));
    expect(nameFixEdits(list, roles, {})).toEqual({});
  });

  it('offers nothing when every name is acceptable', () => {
    const clean = recogniseList(LEASES.replaceAll('_', '-'));
    expect(clean.nameFix).toBeNull();
    expect(nameFixEdits(clean, clean.roles, {})).toEqual({});
  });
});
