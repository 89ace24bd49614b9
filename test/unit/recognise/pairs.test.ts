// key=value lines (RouterOS `print terse`, logfmt): the pairs of a line as go-logfmt decodes
// them (its decode_test.go cases), and one device a line with its name from the format's keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairsOf } from '../../../src/recognise/pairs.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';

const pairs = (line: string) => pairsOf(line, 0).map(({ key, value }) => [key, value]);

describe('pairsOf: logfmt as go-logfmt decodes it', () => {
  it.each([
    ['y=f', [['y', 'f']]],
    ['y=', [['y', '']]],
    ['y="\\tf"', [['y', '\tf']]],
    [
      'a=1 b="bar" ƒ=2h3s r="esc\\t" d x=sf   ',
      [
        ['a', '1'],
        ['b', 'bar'],
        ['ƒ', '2h3s'],
        ['r', 'esc\t'],
        ['x', 'sf'],
      ],
    ],
    [
      'y= d y=g',
      [
        ['y', ''],
        ['y', 'g'],
      ],
    ],
    [
      'msg="a \\"quoted\\" word" n=1',
      [
        ['msg', 'a "quoted" word'],
        ['n', '1'],
      ],
    ],
  ])('%j', (line, expected) => {
    expect(pairs(line)).toEqual(expected);
  });

  it('never throws, and every value it gives is in the line', () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        for (const field of pairsOf(line, 0)) {
          expect(line).toContain(`${field.key}=`);
          if (!field.value.includes('\\')) expect(line).toContain(field.value);
        }
      }),
    );
  });
});

describe('key=value lines: one device a line', () => {
  it('reads logfmt lines: the MAC from its key, the name from hostname', () => {
    const list = recogniseList(
      [
        'time=2024-06-03T10:32:01Z level=info msg="lease granted" mac=00:1b:63:84:bb:d7 ip=10.0.0.5 hostname=lobby-printer',
        'time=2024-06-03T10:33:12Z level=info msg="lease granted" mac=3c:22:fb:12:34:56 ip=10.0.0.6 hostname="Anna iPhone"',
        'time=2024-06-03T10:34:40Z level=warn msg="no free address" pool=guest',
      ].join('\n'),
    );
    const name = list.roles.indexOf('name');
    expect(list.family).toBe('blocks');
    expect(list.rows.map((row) => [row.mac, row.cells[name]])).toEqual([
      ['00:1B:63:84:BB:D7', 'lobby-printer'],
      ['3C:22:FB:12:34:56', 'Anna iPhone'],
    ]);
    expect(list.leftOut.count).toBe(1);
  });

  it('RouterOS: the comment names a lease without a host name; the host name wins', () => {
    const list = recogniseList(
      [
        ' 0   comment="Lobby TV" address=10.0.1.20 mac-address=00:1B:63:84:BB:D7 server=dhcp1 status=bound',
        ' 1 D address=10.0.1.21 mac-address=3C:22:FB:12:34:56 server=dhcp1 status=bound host-name=kiosk-01',
        ' 2 D comment=spare address=10.0.1.22 mac-address=B8:27:EB:45:A1:0C server=dhcp1 host-name=signage',
      ].join('\n'),
    );
    const name = list.roles.indexOf('name');
    expect(list.kind).toBe('dhcp-leases');
    expect(list.rows.map((row) => [row.mac, row.cells[name]])).toEqual([
      ['00:1B:63:84:BB:D7', 'Lobby TV'],
      ['3C:22:FB:12:34:56', 'kiosk-01'],
      ['B8:27:EB:45:A1:0C', 'signage'],
    ]);
  });

  it('a MAC after one pair only, or outside any pair, is no key=value record', () => {
    const list = recogniseList('printer=00:1b:63:84:bb:d7\nkiosk 3c:22:fb:12:34:56 floor=2');
    expect(list.family).toBe('lines');
  });
});
