// IPv6 neighbour tables: the link-layer column is the MAC, an IPv6 address never is one, in
// `ip -6 neigh` (ip-cref "ip neighbour show") and Cisco `show ipv6 neighbors` (ntc-templates'
// cisco_ios_show_ipv6_neighbors1.raw) as their fixtures in test/fixtures/batch-lists show them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';

const byte = fc.integer({ min: 0, max: 255 });
/** An ordinary device's MAC: even first octet, not 00 (no multicast, no all-zero). */
const deviceMac = fc
  .tuple(fc.integer({ min: 1, max: 127 }), fc.array(byte, { minLength: 5, maxLength: 5 }))
  .map(([first, rest]) => [first * 2, ...rest]);
const hex2 = (b: number) => b.toString(16).padStart(2, '0');
const canonical = (bytes: number[]) => bytes.map(hex2).join(':').toUpperCase();
const dotted = (bytes: number[]) => {
  const h = bytes.map(hex2).join('');
  return `${h.slice(0, 4)}.${h.slice(4, 8)}.${h.slice(8)}`;
};
/**
 * An address as a device prints it: at most 39 characters (eight groups of four), the widest
 * RFC 5952 form. fast-check also writes zero-padded groups before an embedded IPv4 address
 * (`0000:0:0000:0000:0000:0000:100.100.100.100`), wider than any printed column.
 */
const printedIpV6 = fc.ipV6().filter((ip) => ip.length <= 39);
const neighbours = fc.uniqueArray(fc.tuple(printedIpV6, deviceMac), {
  minLength: 2,
  maxLength: 12,
  selector: ([, mac]) => canonical(mac),
});

describe('IPv6 neighbour tables', () => {
  it('`ip -6 neigh`: one row per lladdr, none from an address; a FAILED entry is left out', () => {
    fc.assert(
      fc.property(neighbours, fc.ipV6(), (entries, failed) => {
        const lines = entries.map(
          ([ip, mac]) => `${ip} dev eth0 lladdr ${mac.map(hex2).join(':')} router STALE`,
        );
        lines.push(`${failed} dev eth0  FAILED`);
        const list = recogniseList(lines.join('\n'));
        expect(list.rows.map((row) => row.mac)).toEqual(entries.map(([, mac]) => canonical(mac)));
        expect(list.leftOut.count).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('Cisco `show ipv6 neighbors`: the Link-layer Addr column, whatever the addresses', () => {
    fc.assert(
      fc.property(neighbours, (entries) => {
        const lines = [
          'IPv6 Address                              Age Link-layer Addr State Interface',
          ...entries.map(
            ([ip, mac]) => `${ip.padEnd(41)} ${'12'.padStart(3)} ${dotted(mac)}  STALE Vl6`,
          ),
        ];
        const list = recogniseList(lines.join('\n'));
        expect(list.kind).toBe('arp-table');
        expect(list.rows.map((row) => row.mac)).toEqual(entries.map(([, mac]) => canonical(mac)));
      }),
      { numRuns: 200 },
    );
  });

  it('a table of IPv6 addresses alone yields no MAC', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV6(), { minLength: 1, maxLength: 20 }), (addresses) => {
        const list = recogniseList(addresses.map((ip) => `${ip} dev eth0 FAILED`).join('\n'));
        expect(list.rows).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
