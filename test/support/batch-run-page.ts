// What the lost-answer and exactly-once tests of a batch run share: fifty new devices sent in
// chunks of ten, the figures as a person reads them, and what the sandbox holds afterwards.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { ConnectionStorages } from '../../src/connection/storage.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { runningBatchRuns } from './journal-db.ts';
import { testSandbox } from './msw-server.ts';
import { renderScreen } from './render-screen.tsx';
import { office } from './saved-connections.ts';

const CONTEXT = '*/v1/org/demo-org/contexts/sign-in/demo-context';
export const WHITELISTINGS = `${CONTEXT}/modules/whitelistings`;
export const BATCH = `${WHITELISTINGS}/batch/add`;
const STATE = 'http://localhost/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';

/** Chunks of ten rows, so fifty rows make five chunks. */
export const tens = { ...office, chunkSize: 10 };

/** Fifty MACs no seeded entry or waiting guest has, in the order they are pasted. */
export const FIFTY = Array.from(
  { length: 50 },
  (_, i) => `AC:DE:48:10:00:${i.toString(16).padStart(2, '0').toUpperCase()}`,
);
/** With names, so the expiry path (create rules: a name is required) sends every row too. */
export const FIFTY_ROWS = FIFTY.map((mac, i) => `${mac},Device ${i + 1}`).join('\n');

/** The figures of fifty new devices sent without a fault. */
export const ALL_CREATED = [
  '50 created',
  '0 already whitelisted',
  '0 faulty',
  '0 guest sessions updated',
  '0 not sent',
];

const stateSchema = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) });

/** The MACs starting with `prefix` the sandbox holds, sorted, each as often as it is stored. */
export async function storedMacs(prefix = 'AC:DE:48:10'): Promise<string[]> {
  const response = await testSandbox().fetch(
    new Request(STATE, { headers: { 'x-auth-token': SEED.demo.key } }),
  );
  return stateSchema
    .parse(await response.json())
    .whitelistings.map((entry) => entry.mac)
    .filter((mac) => mac.startsWith(prefix))
    .sort();
}

/** The MAC a create or batch request carries first, read from a copy of the request. */
export async function firstMacOf(request: Request): Promise<string | undefined> {
  const body: unknown = await request.clone().json();
  const create = z.object({ mac: z.string() }).safeParse(body);
  if (create.success) return create.data.mac;
  const batch = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) }).safeParse(body);
  return batch.success ? batch.data.whitelistings[0]?.mac : undefined;
}

/** Waits until the request's sender gives up on it (a timeout, a reload); then no answer. */
export function neverAnswered(request: Request): Promise<Response> {
  return new Promise((resolve) => {
    const give = () => resolve(HttpResponse.error());
    if (request.signal.aborted) give();
    else request.signal.addEventListener('abort', give, { once: true });
  });
}

/** Batch import with the connections given (chunks of ten, `tens`, for the fifty devices). */
export async function openBatch(options: Parameters<typeof renderScreen>[1] = {}) {
  const view = renderScreen(undefined, { path: '/batch', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Batch import' });
  return view;
}

export async function pasteRows(user: ReturnType<typeof renderScreen>['user'], text: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Paste rows' }));
  await user.paste(text);
}

export function figures(): string[] {
  return within(screen.getByRole('list', { name: 'Figures' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** Everything the live regions said so far. */
export function announced(): string[] {
  return screen.getAllByRole('status').map((region) => region.textContent ?? '');
}

/**
 * Waits until no batch run of these storages is still running: its record settled, and with it
 * its page-leave watch removed. The results show before the record is written, and a run still
 * ending when the test environment is torn down meets a window without listeners.
 */
export async function runsEnded(storages: ConnectionStorages): Promise<void> {
  await waitFor(async () => expect(await runningBatchRuns(storages)).toEqual([]));
}
