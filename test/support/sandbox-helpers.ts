// A fresh in-memory sandbox per test, addressed through HTTP only (app.request).
import { onTestFinished } from 'vitest';
import * as z from 'zod/mini';
import { createSandbox } from '../../src/sandbox/app.ts';
import { createManualClock } from '../../src/sandbox/clock.ts';
import { SEED, SEED_VENUES } from '../../src/sandbox/seed.ts';
import { SESSION_MODULES, SESSION_STATES } from '../../src/sandbox/store.ts';

export { SEED, SEED_VENUES };

/** Sunday 10 May 2026, 12:00 in Stockholm (CEST, UTC+2). */
export const START = '2026-05-10T10:00:00Z';

export const CONTEXT_PATH = `/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.demo.contextId}`;
export const LOBBY_PATH = `/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.lobby.contextId}`;
export const WHITELISTINGS = `${CONTEXT_PATH}/modules/whitelistings`;
export const BATCH = `${WHITELISTINGS}/batch/add`;
export const POLICY_EMAILS = `${CONTEXT_PATH}/policies/${SEED.policyId}/emails`;
export const stateUrl = (contextPath = CONTEXT_PATH) => `/_sandbox${contextPath}/state`;

type SeedVenue = (typeof SEED_VENUES)[number];
/** A seeded venue's context path. */
export const venuePath = (venue: SeedVenue) =>
  `/v1/org/${venue.organizationId}/contexts/sign-in/${venue.contextId}`;

const entrySchema = z.object({
  id: z.string(),
  mac: z.string(),
  name: z.string(),
  description: z.string(),
  toDate: z.nullable(z.string()),
  tags: z.array(z.object({ value: z.string() })),
  creator: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

const sessionSchema = z.object({
  id: z.string(),
  mac: z.string(),
  email: z.nullable(z.string()),
  module: z.enum(SESSION_MODULES),
  state: z.enum(SESSION_STATES),
  policyId: z.nullable(z.string()),
});
export type Session = z.infer<typeof sessionSchema>;

/** The /_sandbox/…/state body, strictly: a test fails when its shape changes. */
export const stateSchema = z.strictObject({
  whitelistings: z.array(z.strictObject(entrySchema.shape)),
  guestSessions: z.array(z.strictObject(sessionSchema.shape)),
  accessPolicies: z.array(z.strictObject({ id: z.string(), emails: z.array(z.string()) })),
});
export type State = z.infer<typeof stateSchema>;

export const statusBodySchema = z.strictObject({
  status: z.number(),
  message: z.string().check(z.minLength(1)),
  request_id: z.uuid(),
});

export const fieldErrorsSchema = z.array(
  z.strictObject({ field: z.string(), rejectedValue: z.unknown(), message: z.string() }),
);

export interface CallOptions {
  /** Default demo-key; null sends no key. */
  key?: string | null;
  /** Default application/json; null sends none. */
  contentType?: string | null;
  headers?: Record<string, string>;
}

export function setup(start: string = START, log?: (line: string) => void) {
  const clock = createManualClock(start);
  const sandbox = createSandbox({
    dbFile: ':memory:',
    clock,
    sweepIntervalMs: false,
    ...(log ? { log } : {}),
  });
  onTestFinished(() => sandbox.close());

  /** A body that is a string is sent as is; anything else as JSON. */
  async function call(method: string, path: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? SEED.demo.key : options.key;
    if (key !== null) headers['x-auth-token'] = key;
    const contentType =
      options.contentType === undefined ? 'application/json' : options.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return sandbox.app.request(path, init);
  }

  async function json(method: string, path: string, body?: unknown, options?: CallOptions) {
    const res = await call(method, path, body, options);
    const text = await res.text();
    const parsed: unknown = text === '' ? undefined : JSON.parse(text);
    return { status: res.status, body: parsed };
  }

  async function state(contextPath = CONTEXT_PATH): Promise<State> {
    const key = SEED_VENUES.find((venue) => venuePath(venue) === contextPath)?.key ?? SEED.demo.key;
    const res = await call('GET', stateUrl(contextPath), undefined, { key, contentType: null });
    if (res.status !== 200) throw new Error(`state answered ${res.status}`);
    return stateSchema.parse(await res.json());
  }

  return {
    sandbox,
    clock,
    call,
    json,
    state,
    create: (body: unknown, options?: CallOptions) => json('POST', WHITELISTINGS, body, options),
    update: (body: unknown, options?: CallOptions) => json('PUT', WHITELISTINGS, body, options),
    batch: (body: unknown, options?: CallOptions) => json('POST', BATCH, body, options),
    removeEmails: (body: unknown, options?: CallOptions) =>
      json('DELETE', POLICY_EMAILS, body, options),
  };
}

/** The field-error array of a whitelisting call, parsed (fails the test if it is not one). */
export function fieldErrors(body: unknown) {
  return fieldErrorsSchema.parse(body);
}

export function statusBody(body: unknown) {
  return statusBodySchema.parse(body);
}

export function entry(body: unknown): Entry {
  return z.strictObject(entrySchema.shape).parse(body);
}

export const batchResultSchema = z.strictObject({
  createdWhitelistingMacs: z.array(z.string()),
  existingWhitelistingMacs: z.array(z.string()),
  faultyRequests: z.array(z.unknown()),
  updatedLogins: z.number(),
});

export const removalResultSchema = z.strictObject({
  policyEmails: z.array(z.string()),
  removedEmails: z.array(
    z.strictObject({
      email: z.string(),
      revokedLoginsForSelfProvisioning: z.number(),
      revokedLoginsForMeetingHost: z.number(),
      revokedWhitelisting: z.number(),
      revokeLoginsforConferences: z.number(),
    }),
  ),
});

/** Sessions that were not revoked before and are after. */
export function endedSessions(before: State, after: State): Session[] {
  const was = new Map(before.guestSessions.map((s) => [s.id, s.state]));
  return after.guestSessions.filter((s) => s.state === 'revoked' && was.get(s.id) !== 'revoked');
}

/** A string of n characters drawn from `chars` in turn. */
export function text(n: number, chars = 'abcdefghij'): string {
  return Array.from({ length: n }, (_, i) => chars[i % chars.length]).join('');
}

export const VALID = { mac: 'AA:BB:CC:00:11:22', name: 'Hall printer' } as const;
