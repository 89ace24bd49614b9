// Request reading and the two error-body families of docs/decisions.md "Status codes and error
// bodies": whitelisting calls answer field-error arrays, everything else status bodies.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import { fieldPath } from '../api/field-path.ts';
import { firstAndMore } from '../api/wording.ts';
import type { Clock } from './clock.ts';
import type { KeyRecord, Store } from './store.ts';

/** docs/decisions.md: a body over 5 MB is a 413. */
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
 * docs/decisions.md: a list over its limit (batch entries, removal emails) is a 413, answered
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
function bodyFieldPath(path: readonly PropertyKey[]): string {
  return fieldPath(path) || 'body';
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
    fieldError(
      bodyFieldPath([...prefix, ...issue.path]),
      valueAt(input, issue.path),
      issue.message,
    ),
  );
}

const MESSAGES_SHOWN = 10;

/** The policy family's one message: "emails[2]: …; emails[5]: …" (at most ten named). */
export function issuesToMessage(issues: readonly z.core.$ZodIssue[]): string {
  const messages = issues.map((issue) =>
    issue.path.length ? `${fieldPath(issue.path)}: ${issue.message}` : issue.message,
  );
  return firstAndMore(messages, MESSAGES_SHOWN);
}

function isJsonType(contentType: string): boolean {
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);
}

/** The charset parameter of a Content-Type, unquoted and lower-cased; undefined without one. */
function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    return parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return undefined;
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * The body as JSON, or the error response: 415 when it is not declared JSON, 413 over 5 MB
 * (declared or actually read), 400 in the family's body when empty or malformed.
 */
export async function readJsonBody(c: Context, family: Family): Promise<JsonBody> {
  const fail = (response: Response): JsonBody => ({ ok: false, response });
  const tooLarge = () => {
    // The rest of the body is never read: the client must not send its next request on this
    // connection, or it would be parsed as body (or the socket reset under it).
    c.header('Connection', 'close');
    return fail(statusError(c, 413, `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`));
  };
  const contentType = c.req.header('content-type');
  if (contentType !== undefined && !isJsonType(contentType)) {
    return fail(statusError(c, 415, 'Send the body as JSON (Content-Type: application/json)'));
  }
  // docs/decisions.md: JSON in any other charset is a 415; the body is only ever read as UTF-8.
  const charset = contentType === undefined ? undefined : charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8') {
    return fail(
      statusError(c, 415, 'Send the body as UTF-8 (Content-Type: application/json; charset=utf-8)'),
    );
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
  let text: string;
  try {
    // Decoded here, once and strictly: an escape like "\ud800" reaches JSON.parse as written,
    // so the text rule sees the lone surrogate instead of a replacement character.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (_error) {
    return fail(familyError(c, family, 400, 'The body is not valid UTF-8 text'));
  }
  try {
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
