// `npm run bench`: the Node-side figures of DESIGN.md "Budgets", printed as a table. It only
// prints: a figure over its budget is marked "over" and the exit code stays 0.
import { availableParallelism } from 'node:os';
import { normalizeMac } from '../src/api/normalize.ts';
import { batchEntrySchema } from '../src/api/schemas.ts';
import { startSandboxServer, type SandboxServer } from '../src/sandbox/server.ts';

const WHITELISTINGS = '/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings';
const HEADERS = { 'content-type': 'application/json', 'x-auth-token': 'demo-key' };

interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: string;
  runs?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** A canonical MAC whose last three bytes are the index. */
function macAt(prefix: string, index: number): string {
  const low = [index >> 16, index >> 8, index].map((byte) =>
    (byte & 0xff).toString(16).toUpperCase().padStart(2, '0'),
  );
  return [prefix, ...low].join(':');
}

function freshServer(): Promise<SandboxServer> {
  return startSandboxServer({ dbFile: ':memory:', log: () => {}, sweepIntervalMs: false });
}

async function expectOk(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json();
}

/** (a) One batch of 10,000 new entries over HTTP, each run on a fresh in-memory sandbox. */
async function batchOverHttp(): Promise<Row> {
  const budget = 1000;
  const body = JSON.stringify({
    whitelistings: Array.from({ length: 10_000 }, (_, i) => ({
      mac: macAt('0A:BE:5C', i),
      name: `Device ${i}`,
    })),
  });
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const server = await freshServer();
    try {
      const started = performance.now();
      const result = await expectOk(
        await fetch(`${server.url}${WHITELISTINGS}/batch/add`, {
          method: 'POST',
          headers: HEADERS,
          body,
        }),
      );
      times.push(performance.now() - started);
      const created =
        typeof result === 'object' && result && 'createdWhitelistingMacs' in result
          ? result.createdWhitelistingMacs
          : undefined;
      if (!Array.isArray(created) || created.length !== 10_000) {
        throw new Error('the batch did not create 10,000 entries');
      }
    } finally {
      await server.close();
    }
  }
  const value = median(times);
  return {
    figure: 'sandbox: one batch of 10,000 new entries over HTTP (median of 5, fresh sandbox each)',
    value: ms(value),
    budget: `≤ ${budget} ms`,
    verdict: value <= budget ? 'ok' : 'over',
    runs: times.map(ms).join(', '),
  };
}

/** (b) Single creates: 2,000 requests, 10 in flight at a time. */
async function singleCreates(): Promise<Row> {
  const total = 2000;
  const inFlight = 10;
  const server = await freshServer();
  try {
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const index = next++;
        await expectOk(
          await fetch(`${server.url}${WHITELISTINGS}`, {
            method: 'POST',
            headers: HEADERS,
            body: JSON.stringify({ mac: macAt('0A:C4:EA', index), name: `Device ${index}` }),
          }),
        );
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;
    return {
      figure: `sandbox: single creates, ${total.toLocaleString('en')} requests, ${inFlight} in flight`,
      value: `${Math.round(total / seconds).toLocaleString('en')} req/s`,
      budget: 'none',
      verdict: '-',
      runs: `${(seconds * 1000).toFixed(0)} ms in all`,
    };
  } finally {
    await server.close();
  }
}

/** (c) 10,000 pasted "mac<TAB>name" lines: split, normalize, validate. */
function parsing(): Row {
  const budget = 50;
  const notations = [
    (mac: string) => mac.toLowerCase(),
    (mac: string) => mac.replaceAll(':', '-'),
    (mac: string) => mac.replaceAll(':', ''),
    (mac: string) => {
      const hex = mac.replaceAll(':', '').toLowerCase();
      return `${hex.slice(0, 4)}.${hex.slice(4, 8)}.${hex.slice(8)}`;
    },
    (mac: string) => ` "${mac}" `,
  ];
  const text = Array.from({ length: 10_000 }, (_, i) => {
    const write = notations[i % notations.length] ?? String;
    return `${write(macAt('0A:DD:1E', i))}\tMeeting room ${i} (floor ${i % 7})`;
  }).join('\n');

  const times: number[] = [];
  let valid = 0;
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    valid = 0;
    for (const line of text.split('\n')) {
      const [rawMac = '', name] = line.split('\t');
      const mac = normalizeMac(rawMac);
      if (!mac.ok) continue;
      if (batchEntrySchema.safeParse({ mac: mac.value, name: name?.trim() }).success) valid++;
    }
    times.push(performance.now() - started);
  }
  if (valid !== 10_000) throw new Error(`parsing: ${valid} of 10,000 rows valid`);
  const value = median(times);
  return {
    figure:
      'parsing: 10,000 "mac<TAB>name" lines split by hand + normalizeMac + batchEntrySchema (median of 20)',
    value: ms(value),
    budget: `≤ ${budget} ms`,
    verdict: value <= budget ? 'ok' : 'over',
    runs: `min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}`,
  };
}

function print(rows: Row[]) {
  const header: Row = { figure: 'figure', value: 'result', budget: 'budget', verdict: 'verdict' };
  const width = (key: keyof Row) =>
    Math.max(...[header, ...rows].map((row) => (row[key] ?? '').length));
  const line = (row: Row) =>
    [
      row.figure.padEnd(width('figure')),
      row.value.padStart(width('value')),
      row.budget.padEnd(width('budget')),
      row.verdict,
    ].join('  ');
  console.log(line(header));
  for (const row of rows) {
    console.log(line(row));
    if (row.runs) console.log(`  runs: ${row.runs}`);
  }
}

console.log(
  `Benchmarks on Node ${process.version}, ${availableParallelism()} CPUs (DESIGN.md "Budgets")\n`,
);
const rows = [await batchOverHttp(), await singleCreates(), parsing()];
print(rows);
console.log(
  '\nParsing here splits the lines by hand; the paste parser (papaparse) arrives with the batch' +
    ' screen and its figure will replace this one.',
);
