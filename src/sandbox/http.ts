// Request reading and the two error-body families of decisions.md "Status codes and error
// bodies": whitelisting calls answer field-error arrays, everything else status bodies.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { Clock } from './clock.ts';
import type { KeyRecord, Store } from './store.ts';

/** decisions.md: a body over 5 MB is a 413. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export type Family = 'whitelisting' | 'policy' | 'status';

/** Hono environment of the API routes (not the SANDBOX_* variables of env.ts). */
export interface ApiEnv {
  Variables: {
    /** Which error body an unexpected failure of this call answers with. */
    family: Family;
    /** The key's context, organization and caller, set by the key check. */
    caller: KeyRecord;
  };
}

export interface SandboxDeps {
  store: Store;
  clock: Clock;
  /** One transaction: the expiry sweep due before every call, then the call's work. */
  run<T>(work: () => T): T;
}

export interface FieldError {
  field: string;
  rejectedValue: unknown;
  message: string;
}

export function statusBody(status: number, message: string) {
  return { status, message, request_id: crypto.randomUUID() };
}

export function statusError(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json(statusBody(status, message), status);
}

/**
 * decisions.md: a list over its limit (batch entries, removal emails) is a 413, answered
 * before any element is looked at; undefined when the body's list is within it.
 */
export function listTooLong(
  c: Context,
  body: unknown,
  field: string,
  max: number,
  describe: (length: number) => string,
): Response | undefined {
  const list = isRecord(body) ? body[field] : undefined;
  return Array.isArray(list) && list.length > max
    ? statusError(c, 413, describe(list.length))
    : undefined;
}

export function fieldError(field: string, rejectedValue: unknown, message: string): FieldError {
  return { field, rejectedValue: rejectedValue === undefined ? null : rejectedValue, message };
}

/** A failure in the family's body: whitelisting calls name the field (here the whole body). */
export function familyError(
  c: Context,
  family: Family,
  status: ContentfulStatusCode,
  message: string,
): Response {
  return family === 'whitelisting'
    ? c.json([fieldError('body', null, message)], status)
    : statusError(c, status, message);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod path ['tags', 1, 'value'] -> 'tags[1].value', the API's spelling; [] is the body. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? 'body' : out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isRecord(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}

/** One element per failing field, with the value as it was sent; `prefix` nests the paths. */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  prefix: readonly PropertyKey[] = [],
): FieldError[] {
  return issues.map((issue) =>
    fieldError(fieldPath([...prefix, ...issue.path]), valueAt(input, issue.path), issue.message),
  );
}

const MESSAGES_SHOWN = 10;

/** The policy family's one message: "emails[2]: …; emails[5]: …" (at most ten named). */
export function issuesToMessage(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues
    .slice(0, MESSAGES_SHOWN)
    .map((issue) =>
      issue.path.length ? `${fieldPath(issue.path)}: ${issue.message}` : issue.message,
    );
  const more = issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

function isJsonType(contentType: string): boolean {
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * The body as JSON, or the error response: 415 when it is not declared JSON, 413 over 5 MB
 * (declared or actually read), 400 in the family's body when empty or malformed.
 */
export async function readJsonBody(c: Context, family: Family): Promise<JsonBody> {
  const fail = (response: Response): JsonBody => ({ ok: false, response });
  const tooLarge = () =>
    fail(statusError(c, 413, `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`));
  const contentType = c.req.header('content-type');
  if (contentType !== undefined && !isJsonType(contentType)) {
    return fail(statusError(c, 415, 'Send the body as JSON (Content-Type: application/json)'));
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = c.req.raw.body;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  if (size === 0) return fail(familyError(c, family, 400, 'The body is empty: send a JSON object'));
  // No Content-Type with a body: the API only reads JSON.
  if (contentType === undefined) {
    return fail(statusError(c, 415, 'Send the body as JSON (Content-Type: application/json)'));
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const body: unknown = JSON.parse(text);
    if (nestingDepth(body, MAX_NESTING) > MAX_NESTING) {
      return fail(familyError(c, family, 400, `The body nests deeper than ${MAX_NESTING} levels`));
    }
    return { ok: true, body };
  } catch (_error) {
    return fail(familyError(c, family, 400, 'The body is not valid JSON'));
  }
}

/** No request of this API nests past a handful of levels; echoing a deeper one would overflow. */
const MAX_NESTING = 64;

/** How deep arrays and objects nest, counted without recursion and stopping past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
