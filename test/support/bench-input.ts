// Inputs for `npm run bench` (scripts/bench.ts) and the scale tests: lease-file text as dnsmasq
// writes it (dnsmasq.leases.source.md), generated, so a benchmark reads the same text on every
// machine.

/** A MAC from an index: a real maker's prefix, the index in the last three bytes. */
export function benchMac(prefix: string, index: number): string {
  const low = [index >> 16, index >> 8, index].map((byte) =>
    (byte & 0xff).toString(16).padStart(2, '0'),
  );
  return [prefix, ...low].join(':');
}

/**
 * `lines` lines of a dnsmasq lease file: expiry, MAC, IPv4, host name (every seventh `*`),
 * client ID (`01:` + the MAC, every fifth `*`). Deterministic.
 */
export function dnsmasqLeaseText(lines = 10_000): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const mac = benchMac('00:1b:63', i);
    const ip = `10.${(i >> 16) & 0xff}.${(i >> 8) & 0xff}.${i & 0xff}`;
    const host = i % 7 === 0 ? '*' : `device-${i}`;
    const clientId = i % 5 === 0 ? '*' : `01:${mac}`;
    out.push(`${1_717_400_000 + i} ${mac} ${ip} ${host} ${clientId}`);
  }
  return `${out.join('\n')}\n`;
}

/** `lines` lines of Cisco `show mac address-table` output (a header, rows, a total). */
export function ciscoMacTableText(lines = 100_000): string {
  const out = ['Switch#show mac address-table', '          Mac Address Table', '-'.repeat(43), ''];
  out.push(
    'Vlan    Mac Address       Type        Ports',
    '----    -----------       --------    -----',
  );
  for (let i = 0; i < lines; i++) {
    const hex = (i & 0xffffff).toString(16).padStart(6, '0');
    out.push(
      `  ${(i % 4000) + 1}    0050.79${hex.slice(0, 2)}.${hex.slice(2)}    DYNAMIC     Gi1/0/${(i % 48) + 1}`,
    );
  }
  out.push(`Total Mac Addresses for this criterion: ${lines}`);
  return out.join('\n');
}
