// The connection settings form: what a person types (strings) -> the settings the app stores.
import * as z from 'zod/mini';
import { stripTrailingSlashes, UUID_EXAMPLE } from '../api/rules.ts';
import { problemCheck } from '../api/zod-checks.ts';
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

function requiredId(label: string, missing: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, missing),
    problemCheck((value) => (value === '' ? null : connectionIdProblem(value, label))),
  );
}

export const connectionFormSchema = z.object({
  name: z.string().check(z.trim(), problemCheck(venueNameProblem)),
  baseUrl: z.pipe(
    z.string().check(z.trim(), problemCheck(baseUrlProblem)),
    z.transform(stripTrailingSlashes),
  ),
  organizationId: requiredId('Organization ID', 'Enter the organization ID'),
  contextId: requiredId('Sign-In Context ID', 'Enter the Sign-In Context ID'),
  apiKey: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter the API key'),
    z.refine(
      (value) => value === '' || isApiKeyText(value),
      'The API key must not contain spaces or line breaks: copy it again',
    ),
  ),
  timeZone: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, `Enter the organization’s time zone, like ${TIME_ZONE_EXAMPLE}`),
      z.refine(
        (value) => value === '' || canonicalTimeZone(value) !== null,
        `Enter a time zone from the list, like ${TIME_ZONE_EXAMPLE}`,
      ),
    ),
    z.transform((value) => canonicalTimeZone(value) ?? value),
  ),
  chunkSize: z.pipe(
    z.string().check(
      // "10,000" and "10 000" are how people write the number.
      z.overwrite((value) => value.replace(/[\s,_]/g, '')),
      z.minLength(1, 'Enter the batch chunk size, a whole number from 1 to 10,000'),
      z.refine(
        (value) => value === '' || /^\d+$/.test(value),
        'Batch chunk size must be a whole number, like 500',
      ),
      z.refine(
        (value) =>
          !/^\d+$/.test(value) ||
          (Number(value) >= CHUNK_SIZE.min && Number(value) <= CHUNK_SIZE.max),
        'Batch chunk size must be between 1 and 10,000',
      ),
    ),
    z.transform(Number),
  ),
  defaultPolicyId: z
    .string()
    .check(
      z.trim(),
      z.refine(
        isPolicyIdOrNone,
        `Enter the access policy ID as a UUID, like ${UUID_EXAMPLE}, or leave it empty`,
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
