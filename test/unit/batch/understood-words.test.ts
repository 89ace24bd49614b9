// "What was understood" in words: the parse worker gives facts, and the page words them in the
// language in use. In Swedish here: plurals in both forms, counts grouped with a no-break
// space, lists joined with "och" and "eller", and the headings a reader made up translated.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  headingWords,
  macColumnsSentence,
  nameFixSentence,
  repeatSentence,
  understoodSentence,
} from '../../../src/features/batch/preview/understood-words.ts';
import { mergeRepeats } from '../../../src/recognise/merge-repeats.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import { draftRow } from '../../../src/recognise/scan.ts';
import type { Repeat } from '../../../src/recognise/types.ts';
import { speak } from '../../support/i18n.tsx';

const NBSP = '\u00a0';
const A = '00:1B:63:00:00:01';

beforeEach(() => speak('sv'));
afterEach(() => speak('en'));

const LEASES = [
  'dnsmasq leases',
  '',
  '1717405200 00:1b:63:84:bb:d7 192.168.1.101 a1 *',
  '1717405200 00:1b:63:84:bb:d8 192.168.1.102 a2 *',
  '1717405200 00:1b:63:84:bb:d9 192.168.1.103 * *',
  '1717405200 00:1b:63:84:bb:da 192.168.1.104 a4 *',
  '# end',
].join('\n');

describe('What was understood, in Swedish', () => {
  it('says what a list looks like, its headings made up by the reader in Swedish', () => {
    const list = recogniseList(LEASES);
    expect(understoodSentence(list)).toBe(
      'Ser ut som en DHCP-leasefil: 4 enheter, namn från fältet värdnamn; 2 rader utan MAC-adress utelämnade.',
    );
    // The text's own headings stay as written; the reader's own are worded.
    expect(list.headers.map((heading) => headingWords(list, heading))).toContain('MAC-adress');
  });

  it('says what text without devices is, each count in its number', () => {
    expect(understoodSentence(recogniseList('aa:bb:cc:dd:ee:0g\n'))).toBe(
      'Det här ser inte ut som en lista med enheter: ingen MAC-adress hittades på 1 rad; 1 rad innehåller något som liknar en felskriven MAC-adress.',
    );
    expect(understoodSentence(recogniseList('aa:bb:cc:dd:ee:0g\naa-bb-cc-dd-ee-f kiosk\n'))).toBe(
      'Det här ser inte ut som en lista med enheter: ingen MAC-adress hittades på 2 rader; 2 rader innehåller något som liknar en felskriven MAC-adress.',
    );
  });

  it('says which lines repeat a device, the rest counted and grouped, the values not kept as alternatives', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) =>
      draftRow(i + 1, [A, 'tv', `room ${i % 3}`, ''], A, A),
    );
    const merged = mergeRepeats(rows, {
      macColumn: 0,
      nameColumn: 1,
      roles: ['mac', 'name', 'description', 'tags'],
      latestWins: false,
    });
    expect(repeatSentence(merged.repeats[0] as Repeat)).toBe(
      `Raderna 2, 3, 4, 5, 6 och 99${NBSP}994 till upprepar rad 1 (${A}): dess beskrivning ”room 0” från rad 1 behålls, inte ”room 1” (först på rad 2) eller ”room 2” (först på rad 3).`,
    );
    const three: Repeat = { line: 1, mac: A, count: 3, lines: [4, 9, 12], kept: [] };
    expect(repeatSentence(three)).toBe(`Raderna 4, 9 och 12 upprepar rad 1 (${A}).`);
  });

  it('says which MAC column is used and why, and what the name fix does', () => {
    const list = recogniseList(
      'Device name,Wi-Fi MAC,Ethernet MAC\nLaptop_1,a4b1c1d2e3f4,00e04c680001\nLaptop_2,f8e4e3112233,00e04c680002\n',
    );
    expect(list.macColumns ? macColumnsSentence(list, list.macColumns) : '').toBe(
      '2 kolumner innehåller MAC-adresser (”Wi-Fi MAC”, ”Ethernet MAC”); använder ”Wi-Fi MAC”: Wi-Fi-adressen, eftersom detta är en vitlista för gästnätets Wi-Fi. Välj en annan MAC-kolumn under ”Vilken kolumn är vilken” för att ändra det.',
    );
    expect(list.nameFix ? nameFixSentence(list.nameFix) : '').toBe(
      '2 namn innehåller tecken som API:t inte godtar: ersätt _ med -.',
    );
  });

  it('words the same facts in English once English is spoken again', async () => {
    const list = recogniseList(LEASES);
    await speak('en');
    expect(understoodSentence(list)).toBe(
      'Looks like a DHCP lease file: 4 devices, names from the host name field; 2 lines without a MAC address left out.',
    );
  });
});
