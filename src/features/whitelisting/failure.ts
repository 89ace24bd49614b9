// What a failed create or update means for the screen (docs/decisions.md "Status codes"): which
// messages go on which field, which need the Connection page, which a Try again may fix.
import { t } from '@lingui/core/macro';
import { serverSaid } from '../../api/error-messages.ts';
import { mayHaveChanged, type FailedEnding } from '../../api/call-ending.ts';
import { ApiError, callEnding } from '../../api/errors.ts';
import type { FieldError } from '../../api/errors.ts';

export type Failure =
  /** 400 with field errors, 404 and 409: messages onto fields (and the summary). */
  | { kind: 'fields'; fieldErrors: FieldError[]; message: string }
  /** 401/403: the key or the connection; the form cannot fix it. */
  | { kind: 'connection'; message: string }
  /**
   * A server fault (refused), or a call the API may have made all the same (unanswered,
   * not-api: api/call-ending.ts): the same request may work later, and is safe to send again.
   */
  | { kind: 'retry'; message: string; ending: FailedEnding };

function onField(path: string, message: string): FieldError[] {
  return [{ path, message }];
}

/** The ApiError (or anything else thrown) of a create or update, in the screen's terms. */
export function describeFailure(error: unknown, call: 'create' | 'update', mac: string): Failure {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'retry',
      ending: 'unanswered',
      message: t`Something went wrong in the app while talking to the API. Nothing you entered is lost; try again.`,
    };
  }
  const ending = callEnding(error);
  if (mayHaveChanged(ending)) return { kind: 'retry', message: error.message, ending };
  const { status, message } = error;
  if (status === 401 || status === 403) return { kind: 'connection', message };
  const names = (path: string) => error.fieldErrors.some((field) => field.path === path);
  if (status === 409) {
    if (call === 'create' && names('id') && !names('mac')) {
      return {
        kind: 'fields',
        message,
        fieldErrors: onField(
          'id',
          t`Another entry already has this entry ID: choose “Generate a new ID” and try again`,
        ),
      };
    }
    return {
      kind: 'fields',
      message,
      fieldErrors: onField(
        'mac',
        call === 'create'
          ? t`This device (${mac}) is already whitelisted in this context: to change it, use Edit device`
          : t`Another entry already has this MAC address (${mac}) in this context`,
      ),
    };
  }
  // docs/decisions.md: the API says "no such entry" with the field-error array on id; any other 404
  // (a proxy's page, another server's JSON) says the address leads elsewhere, not the entry.
  if (status === 404 && call === 'update' && !names('id')) {
    const said = serverSaid(error.detail);
    return {
      kind: 'connection',
      message: t`The address answered HTTP 404, but not with the API’s answer for an unknown entry ID: the base URL, organization ID or context ID may not lead to the Sign-In API.${said}`,
    };
  }
  if (status === 404 && call === 'update') {
    return {
      kind: 'fields',
      message,
      fieldErrors: onField(
        'id',
        t`No entry has this ID in this context: check the entry ID, or the connection in use`,
      ),
    };
  }
  if (status === 400 && error.fieldErrors.length > 0) {
    return { kind: 'fields', message, fieldErrors: error.fieldErrors };
  }
  return { kind: 'retry', message, ending };
}

/**
 * A 409 on a create that names the entry ID (or no field): the ID is taken, so an earlier
 * create with it arrived, if one got no answer. A 409 that names only the MAC is another entry
 * holding the device (the ID is free): a conflict, never a success.
 */
export function idTaken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const paths = error.fieldErrors.map((field) => field.path);
  return paths.length === 0 || paths.includes('id');
}
