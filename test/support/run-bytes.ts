import { randomInt } from 'node:crypto';

/**
 * Two random bytes per test run, as upper-case hex pairs, for the MACs a spec adds: every spec
 * shares one sandbox, and a run repeated in it (`--repeat-each`, a reused server) must never meet
 * an entry its earlier run added.
 */
export function runBytes(): [string, string] {
  const value = randomInt(0x10000);
  const hex = (byte: number) => byte.toString(16).padStart(2, '0').toUpperCase();
  return [hex(value >> 8), hex(value & 0xff)];
}
