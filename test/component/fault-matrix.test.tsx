// Issue 14, "Tests and figures": every screen's main call against every fault a real
// deployment (or what stands between it and the browser) may answer with. Each case checks
// three facts: the screen says what happened in words, what the person entered is still there,
// and the screen's own retry reaches its success state against the real sandbox. The totals
// go to .test-output/reliability.json, which `npm test` prints as its Reliability line.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SEED } from '../../src/sandbox/seed.ts';
import { freshStorages, renderScreen, type RenderedScreen } from '../support/render-screen.tsx';
import { server, testSandbox } from '../support/msw-server.ts';
import { office } from '../support/saved-connections.ts';
import { seedOldRecentEntries } from '../support/recent-entries-seed.ts';

const CONTEXT = '*/v1/org/demo-org/contexts/sign-in/demo-context';
const WHITELISTINGS = `${CONTEXT}/modules/whitelistings`;
const STATE = 'http://localhost/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';

// --- The faults ---------------------------------------------------------------------------

interface Fault {
  name: string;
  /** The status the message must name ("HTTP 504"), when the fault has one. */
  status?: number;
  /** Retry-After: 120 said in words. */
  wait?: string;
  /**
   * The sandbox gets the request (and stores what it does) before the fault replaces its
   * answer: the kinds docs/decisions.md says may be lost, so the retry must prove exactly-once.
   */
  stores: boolean;
  answer: (stored: Response | undefined, required: string) => Response | Promise<Response>;
}

const RETRY_AFTER = { 'Retry-After': '120' };

function gatewayPage(status: number, reason: string): Response {
  return HttpResponse.html(
    `<html>\r\n<head><title>${status} ${reason}</title></head>\r\n<body>\r\n<center><h1>${status} ${reason}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>`,
    { status },
  );
}

const jsonObject = z.record(z.string(), z.unknown());

const FAULTS: readonly Fault[] = [
  {
    name: '500 with an HTML page',
    status: 500,
    stores: false,
    answer: () =>
      HttpResponse.html('<html><body><h1>Internal Server Error</h1></body></html>', {
        status: 500,
      }),
  },
  { name: '502', status: 502, stores: true, answer: () => gatewayPage(502, 'Bad Gateway') },
  {
    name: '503 with Retry-After',
    status: 503,
    wait: '2 minutes',
    stores: true,
    answer: () =>
      HttpResponse.json(
        { status: 503, message: 'Down for maintenance' },
        { status: 503, headers: RETRY_AFTER },
      ),
  },
  { name: '504', status: 504, stores: true, answer: () => gatewayPage(504, 'Gateway Time-out') },
  {
    name: '429 with Retry-After',
    status: 429,
    wait: '2 minutes',
    stores: false,
    answer: () =>
      HttpResponse.json(
        { status: 429, message: 'Rate limit exceeded', request_id: 'req-429' },
        { status: 429, headers: RETRY_AFTER },
      ),
  },
  {
    name: '200 that is not JSON',
    status: 200,
    stores: true,
    answer: () => HttpResponse.html('<html><body>OK</body></html>'),
  },
  {
    name: '200 of the wrong shape',
    status: 200,
    stores: true,
    answer: () => HttpResponse.json(['unexpected']),
  },
  {
    name: '200 without a required field',
    status: 200,
    stores: true,
    answer: async (stored, required) => {
      // The sandbox's own answer without the field; the probe's 400 array becomes an empty 200.
      const parsed = jsonObject.safeParse(await stored?.json());
      if (!parsed.success) return HttpResponse.json({});
      const { [required]: _left, ...rest } = parsed.data;
      return HttpResponse.json(rest);
    },
  },
  { name: 'no answer', stores: true, answer: () => HttpResponse.error() },
  { name: 'offline', stores: false, answer: () => HttpResponse.error() },
  {
    name: '401',
    status: 401,
    stores: false,
    answer: () =>
      HttpResponse.json(
        { status: 401, message: 'Unknown key', request_id: 'req-401' },
        { status: 401 },
      ),
  },
  {
    name: '403',
    status: 403,
    stores: false,
    answer: () =>
      HttpResponse.json(
        { status: 403, message: 'Key not valid for this context', request_id: 'req-403' },
        { status: 403 },
      ),
  },
  {
    name: '404',
    status: 404,
    stores: false,
    answer: () =>
      HttpResponse.json(
        { status: 404, message: 'Not found', request_id: 'req-404' },
        { status: 404 },
      ),
  },
];

// --- The screens --------------------------------------------------------------------------

interface Screen {
  name: string;
  method: 'post' | 'put' | 'delete';
  url: string;
  /** What "200 without a required field" leaves out of the sandbox's answer. */
  required: string;
  /**
   * docs/decisions.md: a create or update answer's fields are all optional (an empty 200 is a plain
   * success), so a 200 without one of them is read as the success it is, not a fault.
   */
  acceptsWithout?: boolean;
  /** What the success view of such an answer must show of what was entered. */
  shownOnSuccess?: readonly string[];
  /** Renders the screen, enters the inputs and makes the main call. */
  start: () => Promise<RenderedScreen>;
  /** The visible message that says what happened. */
  message: () => Promise<HTMLElement>;
  inputsKept: () => void | Promise<void>;
  /** Presses the screen's retry: its Try again, Resume, or the same button again. */
  retry: (view: RenderedScreen, message: HTMLElement) => Promise<void>;
  /** The success state, and what the sandbox holds: exactly once after a lost answer. */
  succeeded: (fault: Fault) => Promise<void>;
}

/** Typed or pasted at once: the matrix is about answers, the fields' own tests type keys. */
async function enter(view: RenderedScreen, field: HTMLElement, text: string) {
  await view.user.click(field);
  await view.user.paste(text);
}

async function nonEmptyAlert(): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((el) => el.textContent?.trim());
    if (!alert) throw new Error('No alert with a message');
    return alert;
  });
}

/** The first button of these names inside the message, else the screen's own. */
async function pressRetry(view: RenderedScreen, message: HTMLElement, own: string | RegExp) {
  const inside = within(message).queryByRole('button', { name: /^(Try again|Resume)$/ });
  await view.user.click(inside ?? screen.getByRole('button', { name: own }));
}

const stateSchema = z.object({
  whitelistings: z.array(
    z.object({ id: z.string(), mac: z.string(), name: z.nullable(z.string()) }),
  ),
  accessPolicies: z.array(z.object({ id: z.string(), emails: z.array(z.string()) })),
});

async function sandboxState() {
  const response = await testSandbox().fetch(
    new Request(STATE, { headers: { 'x-auth-token': SEED.demo.key } }),
  );
  return stateSchema.parse(await response.json());
}

async function entriesWith(mac: string) {
  return (await sandboxState()).whitelistings.filter((entry) => entry.mac === mac);
}

const ADD = { mac: 'AA:BB:CC:DD:EE:42', name: 'Kiosk' };
const printer = SEED.entries.receptionPrinter;
const EDIT_NAME = 'Front desk printer';
const BATCH = ['AC:DE:48:00:00:01,Sensor 1', 'AC:DE:48:00:00:02,Sensor 2'];
const BATCH_MACS = ['AC:DE:48:00:00:01', 'AC:DE:48:00:00:02'];
const EMAIL = SEED.staff.anna.email;
const withDefaultPolicy = { ...office, defaultPolicyId: SEED.policyId };

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

function figures(): string[] {
  return within(screen.getByRole('list', { name: 'Figures' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const SCREENS: readonly Screen[] = [
  {
    name: 'Add device',
    method: 'post',
    url: WHITELISTINGS,
    required: 'mac',
    acceptsWithout: true,
    shownOnSuccess: [ADD.mac, ADD.name],
    start: async () => {
      const view = renderScreen(undefined, { path: '/add' });
      await enter(view, await screen.findByRole('textbox', { name: 'MAC address' }), ADD.mac);
      await enter(view, field('Name'), ADD.name);
      await view.user.click(screen.getByRole('button', { name: 'Add device' }));
      return view;
    },
    message: nonEmptyAlert,
    inputsKept: () => {
      expect(field('MAC address')).toHaveValue(ADD.mac);
      expect(field('Name')).toHaveValue(ADD.name);
    },
    retry: (view, message) => pressRetry(view, message, 'Add device'),
    succeeded: async (fault) => {
      // Where the first attempt stored the entry, only "the earlier attempt" is the truth.
      const heading = fault.stores
        ? 'Your earlier attempt already added this device'
        : /^(Device added|Your earlier attempt already added this device)$/;
      await screen.findByRole('heading', { name: heading });
      expect(await entriesWith(ADD.mac)).toHaveLength(1);
    },
  },
  {
    name: 'Edit device',
    method: 'put',
    url: WHITELISTINGS,
    required: 'name',
    acceptsWithout: true,
    shownOnSuccess: [printer.mac, EDIT_NAME],
    start: async () => {
      const storages = freshStorages();
      seedOldRecentEntries(storages.local, office.id, [
        {
          id: printer.id,
          mac: printer.mac,
          name: printer.name,
          description: printer.description,
          toDate: null,
          tags: printer.tags.map((tag) => tag.value),
          creator: printer.creator,
          action: 'created',
          at: '2026-01-01T00:00:00.000Z',
        },
      ]);
      const view = renderScreen(undefined, { path: '/edit', storages });
      await view.user.click(
        await screen.findByRole('button', { name: `Load ${printer.name} (${printer.mac})` }),
      );
      await view.user.clear(field('Name'));
      await enter(view, field('Name'), EDIT_NAME);
      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      return view;
    },
    message: nonEmptyAlert,
    inputsKept: () => {
      expect(field('Entry ID')).toHaveValue(printer.id);
      expect(field('MAC address')).toHaveValue(printer.mac);
      expect(field('Name')).toHaveValue(EDIT_NAME);
    },
    retry: (view, message) => pressRetry(view, message, 'Save changes'),
    succeeded: async () => {
      await screen.findByRole('heading', { name: 'Changes saved' });
      expect((await entriesWith(printer.mac)).map((entry) => entry.name)).toEqual([EDIT_NAME]);
    },
  },
  {
    name: 'Batch import',
    method: 'post',
    url: `${WHITELISTINGS}/batch/add`,
    required: 'createdWhitelistingMacs',
    start: async () => {
      const view = renderScreen(undefined, { path: '/batch' });
      await enter(
        view,
        await screen.findByRole('textbox', { name: 'Paste rows' }),
        BATCH.join('\n'),
      );
      await view.user.click(await screen.findByRole('button', { name: 'Send 2 devices' }));
      return view;
    },
    message: async () => {
      await screen.findByRole('heading', { name: 'Sending stopped' });
      return nonEmptyAlert();
    },
    inputsKept: () => {
      // The rows stay listed, as pasted, with the results so far (and over a reload).
      const rows = screen.getByRole('region', { name: 'Results so far' });
      for (const mac of BATCH_MACS) expect(within(rows).getAllByText(mac)[0]).toBeVisible();
    },
    retry: (view, message) => pressRetry(view, message, 'Resume'),
    succeeded: async () => {
      await screen.findByRole('region', { name: 'Results' });
      await waitFor(() => expect(figures()[0]).toBe('2 created'));
      expect(figures()).toContain('0 not sent');
      const stored = (await sandboxState()).whitelistings.map((entry) => entry.mac);
      expect(stored.filter((mac) => BATCH_MACS.includes(mac)).sort()).toEqual(BATCH_MACS);
    },
  },
  {
    name: 'Policy cleanup',
    method: 'delete',
    url: `${CONTEXT}/policies/:policyId/emails`,
    required: 'removedEmails',
    start: async () => {
      const view = renderScreen(undefined, { path: '/policy', connections: [withDefaultPolicy] });
      await enter(view, await screen.findByRole('textbox', { name: 'Emails' }), EMAIL);
      await removeAndConfirm(view);
      return view;
    },
    message: nonEmptyAlert,
    inputsKept: () => {
      expect(field('Emails')).toHaveValue(EMAIL);
      expect(field('Access policy ID')).toHaveValue(SEED.policyId);
    },
    retry: (view) => removeAndConfirm(view),
    succeeded: async () => {
      await screen.findByRole('heading', { name: /^Removed 1 of 1 item/ });
      const policy = (await sandboxState()).accessPolicies.find((p) => p.id === SEED.policyId);
      expect(policy?.emails).not.toContain(EMAIL);
    },
  },
  {
    name: 'Connection check',
    method: 'put',
    url: WHITELISTINGS,
    required: 'field',
    start: async () => {
      const view = renderScreen(undefined, { path: '/connection', connections: [] });
      await enter(
        view,
        await screen.findByRole('textbox', { name: 'Organization ID' }),
        'demo-org',
      );
      await enter(view, field('Sign-In Context ID'), 'demo-context');
      await enter(view, screen.getByLabelText('API key'), SEED.demo.key);
      await view.user.click(screen.getByRole('button', { name: 'Check connection' }));
      return view;
    },
    message: async () => {
      const said = await screen.findByText(/^(Not connected|Not checked|Unexpected answer)/);
      const region = said.closest<HTMLElement>('[role="status"]');
      if (!region) throw new Error('The check result is not in a status region');
      return region;
    },
    inputsKept: () => {
      expect(field('Organization ID')).toHaveValue('demo-org');
      expect(field('Sign-In Context ID')).toHaveValue('demo-context');
      expect(screen.getByLabelText('API key')).toHaveValue(SEED.demo.key);
    },
    retry: async (view) => {
      await view.user.click(screen.getByRole('button', { name: 'Check connection' }));
    },
    succeeded: async () => {
      expect(await screen.findByText(/^Connected: the API accepted the key/)).toBeVisible();
    },
  },
];

async function removeAndConfirm(view: RenderedScreen) {
  await view.user.click(screen.getByRole('button', { name: 'Remove…' }));
  await view.user.click(
    await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
  );
}

// --- The checks ---------------------------------------------------------------------------

/** Words a person reads: no markup, no raw JSON, the status and the wait where there are. */
function expectWords(message: HTMLElement, fault: Fault) {
  const text = message.textContent ?? '';
  expect(message).toBeVisible();
  expect(text).toMatch(/\p{L}+ \p{L}+ \p{L}+/u);
  expect(text).not.toMatch(/<\/?[a-z!][^>]*>/i);
  expect(text).not.toMatch(/[[{]\s*"/);
  if (fault.status !== undefined) expect(text).toContain(`HTTP ${fault.status}`);
  if (fault.wait !== undefined) expect(text).toContain(fault.wait);
}

type Check = 'message' | 'inputsKept' | 'retry';
interface CaseResult {
  screen: string;
  fault: string;
  passed: Record<Check, boolean>;
}
const results: CaseResult[] = [];

afterAll(() => {
  const count = (check: Check) => results.filter((r) => r.passed[check]).length;
  const handled = results.filter((r) => Object.values(r.passed).every(Boolean));
  const summary = {
    screens: new Set(results.map((r) => r.screen)).size,
    faults: new Set(results.map((r) => r.fault)).size,
    cases: results.length,
    handled: handled.length,
    passed: { message: count('message'), inputsKept: count('inputsKept'), retry: count('retry') },
    notHandled: results
      .filter((r) => !handled.includes(r))
      .map((r) => ({
        screen: r.screen,
        fault: r.fault,
        failed: (Object.keys(r.passed) as Check[]).filter((check) => !r.passed[check]),
      })),
  };
  const dir = join(process.cwd(), '.test-output');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'reliability.json'), `${JSON.stringify(summary, null, 2)}\n`);
});

describe.each(SCREENS)('$name', (target) => {
  it.each(FAULTS)('$name: message in words, inputs kept, retry works', async (fault) => {
    server.use(
      http[target.method](
        target.url,
        async ({ request }) => {
          const stored = fault.stores ? await testSandbox().fetch(request) : undefined;
          return fault.answer(stored, target.required);
        },
        { once: true },
      ),
    );
    const passed: Record<Check, boolean> = { message: false, inputsKept: false, retry: false };
    const failures: unknown[] = [];
    /** Runs one check and records it, so a failed check is counted, not only a crash. */
    async function check(name: Check, run: () => void | Promise<void>) {
      try {
        await run();
        passed[name] = true;
      } catch (error) {
        failures.push(error);
      }
    }

    const view = await target.start();
    if (target.acceptsWithout && fault.name === '200 without a required field') {
      // Read as the success it is (the entry stored once): nothing to retry.
      await check('message', () => target.succeeded({ ...fault, stores: false }));
      await check('inputsKept', () => {
        for (const text of target.shownOnSuccess ?? []) {
          expect(screen.getByRole('main')).toHaveTextContent(text);
        }
      });
      passed.retry = passed.message;
    } else {
      let message: HTMLElement | undefined;
      await check('message', async () => {
        message = await target.message();
        expectWords(message, fault);
      });
      await check('inputsKept', target.inputsKept);
      await check('retry', async () => {
        await target.retry(view, message ?? (await target.message()));
        await target.succeeded(fault);
      });
    }
    results.push({ screen: target.name, fault: fault.name, passed });
    if (failures.length > 0) throw failures[0];
  });
});
