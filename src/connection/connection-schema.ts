// The connection settings form: what a person types (strings) -> the settings the app stores.
// Its messages are made when a value is checked (zod's `error` functions), in the language in use.
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { stripTrailingSlashes, UUID_EXAMPLE } from '../api/rules.ts';
import { problemCheck } from '../api/zod-checks.ts';
import { formatCount } from '../lib/format.ts';
import {
  baseUrlProblem,
  browserTimeZone,
  canonicalTimeZone,
  CHUNK_SIZE,
  connectionIdProblem,
  isApiKeyText,
  isPolicyIdOrNone,
  TIME_ZONE_EXAMPLE,
  venueNameProblem,
} from './connection-rules.ts';

/** A message made when it is needed: zod calls `error` as it reports the issue. */
const words = (message: () => string) => ({ error: () => message() });

function requiredId(label: () => string, missing: () => string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, words(missing)),
    problemCheck((value) => (value === '' ? null : connectionIdProblem(value, label()))),
  );
}

export const connectionFormSchema = z.object({
  name: z.string().check(z.trim(), problemCheck(venueNameProblem)),
  baseUrl: z.pipe(
    z.string().check(z.trim(), problemCheck(baseUrlProblem)),
    z.transform(stripTrailingSlashes),
  ),
  organizationId: requiredId(
    () => t`Organization ID`,
    () => t`Enter the organization ID`,
  ),
  contextId: requiredId(
    () => t`Sign-In Context ID`,
    () => t`Enter the Sign-In Context ID`,
  ),
  apiKey: z.string().check(
    z.trim(),
    z.minLength(
      1,
      words(() => t`Enter the API key`),
    ),
    z.refine(
      (value) => value === '' || isApiKeyText(value),
      words(() => t`The API key must not contain spaces or line breaks: copy it again`),
    ),
  ),
  timeZone: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(
        1,
        words(() => t`Enter the organization’s time zone, like ${TIME_ZONE_EXAMPLE}`),
      ),
      z.refine(
        (value) => value === '' || canonicalTimeZone(value) !== null,
        words(() => t`Enter a time zone from the list, like ${TIME_ZONE_EXAMPLE}`),
      ),
    ),
    z.transform((value) => canonicalTimeZone(value) ?? value),
  ),
  chunkSize: z.pipe(
    z.string().check(
      // "10,000" and "10 000" are how people write the number.
      z.overwrite((value) => value.replace(/[\s,_]/g, '')),
      z.minLength(
        1,
        words(() => {
          const [min, max] = [formatCount(CHUNK_SIZE.min), formatCount(CHUNK_SIZE.max)];
          return t`Enter the batch chunk size, a whole number from ${min} to ${max}`;
        }),
      ),
      z.refine(
        (value) => value === '' || /^\d+$/.test(value),
        words(() => {
          const example = formatCount(CHUNK_SIZE.default);
          return t`Batch chunk size must be a whole number, like ${example}`;
        }),
      ),
      z.refine(
        (value) =>
          !/^\d+$/.test(value) ||
          (Number(value) >= CHUNK_SIZE.min && Number(value) <= CHUNK_SIZE.max),
        words(() => {
          const [min, max] = [formatCount(CHUNK_SIZE.min), formatCount(CHUNK_SIZE.max)];
          return t`Batch chunk size must be between ${min} and ${max}`;
        }),
      ),
    ),
    z.transform(Number),
  ),
  defaultPolicyId: z.string().check(
    z.trim(),
    z.refine(
      isPolicyIdOrNone,
      words(() => t`Enter the access policy ID as a UUID, like ${UUID_EXAMPLE}, or leave it empty`),
    ),
  ),
  rememberKey: z.boolean(),
});

/** What the form holds: text as typed. */
export type ConnectionFormValues = z.input<typeof connectionFormSchema>;
/** What a valid form gives: cleaned values, chunk size as a number. */
export type ConnectionFormOutput = z.output<typeof connectionFormSchema>;

/** Field names in the order the form shows them (error summary order). */
export const CONNECTION_FIELD_ORDER = [
  'name',
  'baseUrl',
  'organizationId',
  'contextId',
  'apiKey',
  'rememberKey',
  'timeZone',
  'chunkSize',
  'defaultPolicyId',
] as const satisfies readonly (keyof ConnectionFormValues)[];

export function emptyConnectionForm(): ConnectionFormValues {
  return {
    name: '',
    baseUrl: '',
    organizationId: '',
    contextId: '',
    apiKey: '',
    timeZone: browserTimeZone(),
    chunkSize: String(CHUNK_SIZE.default),
    defaultPolicyId: '',
    rememberKey: false,
  };
}
