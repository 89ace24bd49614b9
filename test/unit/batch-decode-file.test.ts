import { describe, expect, it } from 'vitest';
import { decodeFile } from '../../src/features/batch/decode-file.ts';

describe('decodeFile', () => {
  it('reads UTF-8, with or without a BOM', () => {
    const utf8 = new TextEncoder().encode('MAC;Namn\n00:1B:A9:4C:21:99;Skrivare Våning 3\n');
    expect(decodeFile(utf8)).toBe('MAC;Namn\n00:1B:A9:4C:21:99;Skrivare Våning 3\n');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeFile(withBom)).toBe('MAC;Namn\n00:1B:A9:4C:21:99;Skrivare Våning 3\n');
  });

  it('reads a spreadsheet’s Windows-1252 CSV (å ä ö é as single bytes) without replacement marks', () => {
    // "Kök Våning, Café" in Windows-1252.
    const bytes = new Uint8Array([
      0x4b, 0xf6, 0x6b, 0x20, 0x56, 0xe5, 0x6e, 0x69, 0x6e, 0x67, 0x2c, 0x20, 0x43, 0x61, 0x66,
      0xe9,
    ]);
    expect(decodeFile(bytes)).toBe('Kök Våning, Café');
  });
});
