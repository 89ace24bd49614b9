import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFile } from '../../../src/features/batch/input/decode-file.ts';
import { notTextProblem } from '../../../src/features/batch/input/input-words.ts';
import { speak } from '../../support/i18n.tsx';

// The worker says what a refused file looks like; the page says it in words, English here.
beforeAll(() => speak('en'));

/** What the paste box says of a refused file named `name`. */
function problemOf(bytes: Uint8Array, name = 'This'): string | null {
  const decoded = decodeFile(bytes);
  return decoded.ok ? null : notTextProblem(name, decoded.looksLike);
}

const LIST = 'MAC;Namn\r\n00:1B:A9:4C:21:99;Skrivare Våning 3\r\nAC:DE:48:00:03:01;Kök 中文 ✓\r\n';

/** UTF-16 code units as bytes, little or big end first. */
function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

const concat = (...parts: ArrayLike<number>[]) =>
  new Uint8Array(parts.flatMap((part) => Array.from(part)));

describe('decodeFile: text', () => {
  it('reads UTF-8, with or without a BOM', () => {
    const utf8 = new TextEncoder().encode(LIST);
    expect(decodeFile(utf8)).toEqual({ ok: true, text: LIST, encoding: 'utf-8' });
    expect(decodeFile(concat([0xef, 0xbb, 0xbf], utf8))).toEqual({
      ok: true,
      text: LIST,
      encoding: 'utf-8',
    });
    expect(decodeFile(utf8.buffer)).toMatchObject({ ok: true, text: LIST });
  });

  it('reads a spreadsheet’s Windows-1252 CSV (å ä ö é as single bytes) without replacement marks', () => {
    // "Kök Våning, Café" in Windows-1252.
    const bytes = new Uint8Array([
      0x4b, 0xf6, 0x6b, 0x20, 0x56, 0xe5, 0x6e, 0x69, 0x6e, 0x67, 0x2c, 0x20, 0x43, 0x61, 0x66,
      0xe9,
    ]);
    expect(decodeFile(bytes)).toEqual({
      ok: true,
      text: 'Kök Våning, Café',
      encoding: 'windows-1252',
    });
  });

  it('reads Excel’s “Unicode Text”: UTF-16 LE or BE with a byte order mark', () => {
    const tabbed = LIST.replaceAll(';', '\t');
    expect(decodeFile(concat([0xff, 0xfe], utf16(tabbed, true)))).toEqual({
      ok: true,
      text: tabbed,
      encoding: 'utf-16le',
    });
    expect(decodeFile(concat([0xfe, 0xff], utf16(tabbed, false)))).toEqual({
      ok: true,
      text: tabbed,
      encoding: 'utf-16be',
    });
  });

  it('keeps a UTF-8 file whose BOM is followed by a broken byte as UTF-8', () => {
    const bytes = concat([0xef, 0xbb, 0xbf], new TextEncoder().encode('Kök '), [0xff]);
    expect(decodeFile(bytes)).toEqual({ ok: true, text: 'Kök \ufffd', encoding: 'utf-8' });
  });

  it('takes an empty file, and tabs, escapes and form feeds of real text', () => {
    expect(decodeFile(new Uint8Array())).toEqual({ ok: true, text: '', encoding: 'utf-8' });
    const text = 'a\tb\r\n\u001b[1mbold\u001b[0m\f\v\n';
    expect(decodeFile(new TextEncoder().encode(text))).toMatchObject({ ok: true, text });
  });

  it('reads any text of letters, digits and line breaks in any of its encodings', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'aZ09 ,;:\t\r\nåäöÅÄÖé€中✓'.split('')),
          maxLength: 200,
        }),
        (text) => {
          expect(decodeFile(new TextEncoder().encode(text))).toMatchObject({ ok: true, text });
          expect(decodeFile(concat([0xff, 0xfe], utf16(text, true)))).toMatchObject({
            ok: true,
            text,
          });
          expect(decodeFile(concat([0xfe, 0xff], utf16(text, false)))).toMatchObject({
            ok: true,
            text,
          });
        },
      ),
    );
  });
});

describe('decodeFile: not text', () => {
  const noise = (length: number, seed: number) => {
    // A fixed pseudo-random sequence: compressed or encrypted data looks like this.
    const bytes = new Uint8Array(length);
    let state = seed;
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) >>> 0;
      bytes[i] = state >>> 24;
    }
    return bytes;
  };

  it.each([
    ['a PNG image', 'png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['a JPEG image', 'jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['a GIF image', 'gif', [...'GIF89a'].map((ch) => ch.charCodeAt(0))],
    ['a PDF document', 'pdf', [...'%PDF-1.7\n'].map((ch) => ch.charCodeAt(0))],
    ['a ZIP archive or an Excel workbook (.xlsx)', 'zip-or-xlsx', [0x50, 0x4b, 0x03, 0x04]],
    ['an old Excel workbook (.xls)', 'xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
    ['a GZIP archive', 'gzip', [0x1f, 0x8b, 0x08]],
  ])('refuses %s by its first bytes, even named .csv', (what, format, magic) => {
    const bytes = concat(magic, new TextEncoder().encode('mac,name\nAA:BB:CC:DD:EE:FF,x\n'));
    expect(decodeFile(bytes)).toEqual({ ok: false, looksLike: format });
    expect(problemOf(bytes, 'devices.csv')).toBe(
      `devices.csv is not a text file (it looks like ${what}): save the list as CSV or text, then choose that file`,
    );
  });

  it('refuses bytes full of NULs or control characters, without a known signature', () => {
    const refused = 'This is not a text file: save the list as CSV or text, then choose that file';
    expect(problemOf(noise(20_000, 7))).toBe(refused);
    // UTF-16 without its byte order mark: every other byte is NUL.
    expect(problemOf(utf16(LIST, true))).toBe(refused);
    const mostlyText = new TextEncoder().encode(`${'AA:BB:CC:DD:EE:FF,x\n'.repeat(10)}`);
    expect(problemOf(concat(mostlyText, new Uint8Array(20)))).toBe(refused);
    // UTF-32 opens like UTF-16 LE's mark; decoded as UTF-16 it is half NULs.
    expect(problemOf(concat([0xff, 0xfe, 0x00, 0x00], utf16('a\u0000b\u0000', true)))).toBe(
      refused,
    );
  });

  it('looks only at the start: a NUL far into a long text is left to the row checks', () => {
    const long = new TextEncoder().encode('AA:BB:CC:DD:EE:FF,Printer\n'.repeat(1000));
    const bytes = concat(long, [0x00]);
    expect(decodeFile(bytes)).toMatchObject({ ok: true, encoding: 'utf-8' });
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const decoded = decodeFile(bytes);
        expect(decoded.ok ? typeof decoded.text : decoded.looksLike).not.toBe(undefined);
      }),
    );
  });
});
