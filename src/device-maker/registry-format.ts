// The IEEE registry of MAC prefixes (oui-data: MA-L, MA-M, MA-S) as one compact binary file
// (issue 11). vite-plugin.ts encodes it at build time; the app fetches and decodes it when a
// screen first shows a MAC. Pure: no DOM, no Node.
//
// Format, in order:
//   names    the makers' names, UTF-8, each ended by "\n", in order of first use; then 0x00
//   prefixes for MA-L (24 bits), MA-M (28 bits) and MA-S (36 bits) in turn: a varint count,
//            then each prefix, sorted ascending, as a varint difference to the one before
//   makers   one varint per prefix, in the same order: 0 = the next name not used yet,
//            n > 0 = the name at index n - 1 (a maker with many blocks)
// Varints: 7 bits a byte, lowest first, high bit set on every byte but the last. Prefix and
// maker streams are apart because each compresses far better on its own (gzip: 314 kB in all).

/** The three block sizes, longest prefix last: the lookup tries them from the end. */
export const BLOCKS = [
  { name: 'MA-L', hexDigits: 6 },
  { name: 'MA-M', hexDigits: 7 },
  { name: 'MA-S', hexDigits: 9 },
] as const;

export interface MakerTable {
  names: readonly string[];
  /** One map per entry of BLOCKS: prefix (as a number) -> index into `names`. */
  blocks: readonly ReadonlyMap<number, number>[];
}

/** The MA-L blocks the IEEE subdivides into MA-M and MA-S: no maker of their own. */
const REGISTRATION_AUTHORITY = 'IEEE Registration Authority';

// Legal forms at the end of a name; removing them loses nothing a person needs.
const LEGAL_FORM =
  /[\s,]+(?:co\.?,?\s*ltd|company\s+limited|co\.?\s+limited|corporation|corp|incorporated|inc|limited|ltd|llc|l\.l\.c|gmbh(?:\s*&\s*co\.?\s*kg)?|ag|s\.?a\.?s?|s\.?p\.?a|b\.?v|n\.?v|a\/s|ab|oy|pty|plc|kg|srl|s\.r\.l|co|company)\.?$/i;
const TRAILING_PUNCTUATION = /[\s,.;:]+$/;

/**
 * The maker's name as a person reads it: the first line of the registry's text (the rest is
 * the address), without legal forms ("Brother industries, LTD." -> "Brother industries") or
 * trailing punctuation; the case stays as registered.
 */
export function cleanMakerName(registered: string): string {
  let name = (registered.split('\n')[0] ?? '').trim().replace(/\s+/g, ' ');
  for (;;) {
    const shorter = name.replace(LEGAL_FORM, '').replace(TRAILING_PUNCTUATION, '');
    if (shorter === name || shorter.length < 2) break;
    name = shorter;
  }
  return name.replace(TRAILING_PUNCTUATION, '') || name;
}

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 128) {
    out.push((rest % 128) | 128);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

/** oui-data's JSON (`{ "001BA9": "Brother industries, LTD.\n…" }`) -> the binary file. */
export function encodeRegistry(registry: Readonly<Record<string, string>>): Uint8Array {
  const names: string[] = [];
  const nameIndex = new Map<string, number>();
  const prefixes: number[] = [];
  const makers: number[] = [];
  for (const { hexDigits } of BLOCKS) {
    const block = Object.entries(registry)
      .filter(([hex, text]) => hex.length === hexDigits && /^[0-9A-F]+$/i.test(hex) && text)
      .map(([hex, text]) => ({ prefix: Number.parseInt(hex, 16), name: cleanMakerName(text) }))
      .filter(({ name }) => name !== '' && name !== REGISTRATION_AUTHORITY)
      .sort((a, b) => a.prefix - b.prefix);
    writeVarint(prefixes, block.length);
    let previous = 0;
    for (const { prefix, name } of block) {
      writeVarint(prefixes, prefix - previous);
      previous = prefix;
      const known = nameIndex.get(name);
      if (known === undefined) {
        nameIndex.set(name, names.length);
        names.push(name);
        writeVarint(makers, 0);
      } else writeVarint(makers, known + 1);
    }
  }
  const text = new TextEncoder().encode(names.map((name) => `${name}\n`).join(''));
  const bytes = new Uint8Array(text.length + 1 + prefixes.length + makers.length);
  bytes.set(text, 0);
  bytes[text.length] = 0;
  bytes.set(prefixes, text.length + 1);
  bytes.set(makers, text.length + 1 + prefixes.length);
  return bytes;
}

/** Reads what encodeRegistry wrote; throws on a file that is cut short or not this format. */
export function decodeRegistry(bytes: Uint8Array): MakerTable {
  const end = bytes.indexOf(0);
  if (end < 0) throw new Error('The maker registry has no end of names');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
  const listed = text === '' ? [] : text.slice(0, -1).split('\n');
  let at = end + 1;
  const readVarint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++];
      if (byte === undefined) throw new Error('The maker registry is cut short');
      value += (byte & 127) * scale;
      if (byte < 128) return value;
      scale *= 128;
    }
  };
  const prefixLists = BLOCKS.map(() => {
    const count = readVarint();
    const list: number[] = [];
    let previous = 0;
    for (let i = 0; i < count; i++) {
      previous += readVarint();
      list.push(previous);
    }
    return list;
  });
  let nextNew = 0;
  const blocks = prefixLists.map((list) => {
    const map = new Map<number, number>();
    for (const prefix of list) {
      const code = readVarint();
      const index = code === 0 ? nextNew++ : code - 1;
      if (index >= listed.length) throw new Error('The maker registry names a maker it lacks');
      map.set(prefix, index);
    }
    return map;
  });
  return { names: listed, blocks };
}
