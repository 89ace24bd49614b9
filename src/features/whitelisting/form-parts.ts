// Field schemas both forms share, derived from src/api: what a person types (strings, tags as
// a list of strings, expiry as a choice) -> what the request carries. Messages come from the
// same …Problem functions the API schemas call.
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { normalizeMac } from '../../api/normalize.ts';
import { tagSchema } from '../../api/schemas.ts';
import { problemCheck } from '../../api/zod-checks.ts';
import {
  uuidProblem,
  type CharacterSet,
  nameProblem,
  descriptionProblem,
  nameExample,
  UUID_EXAMPLE,
} from '../../api/rules.ts';
import { EXPIRY_KINDS, resolveExpiry, type ExpiryOutcome } from '../../ui/expiry.ts';

/** Any common notation -> the canonical AA:BB:CC:DD:EE:FF the server stores. */
export const macField = z.pipe(
  z.string().check(
    problemCheck((value) => {
      const result = normalizeMac(value);
      return result.ok ? null : result.problem;
    }),
  ),
  z.transform((value) => {
    const result = normalizeMac(value);
    return result.ok ? result.value : value;
  }),
);

/** Trimmed (docs/decisions.md: the app trims, the server does not), then the call's name rule. */
export function nameField(set: CharacterSet) {
  return z.string().check(
    z.trim(),
    problemCheck((value) => {
      const example = nameExample();
      return value === ''
        ? t`Enter a name for the device, like ${example}`
        : nameProblem(value, set);
    }),
  );
}

export function descriptionField(set: CharacterSet) {
  return z.string().check(
    z.trim(),
    problemCheck((value) => descriptionProblem(value, set)),
  );
}

/** Each tag as the API's tag value rule checks it; the error lands on that chip (`tags.1`). */
export const tagsField = z.array(tagSchema.shape.value);

export const entryIdField = z.string().check(
  z.trim(),
  problemCheck((value) => {
    const example = UUID_EXAMPLE;
    return value === ''
      ? t`Enter the entry ID, a UUID like ${example}`
      : uuidProblem(value, t`Entry ID`);
  }),
);

/**
 * The expiry choice, checked against today in the organization's time zone at the moment of
 * checking; the problem lands on the Number of days or Expiry date field.
 */
export function expiryField(timeZone: string) {
  return z.pipe(
    z.object({ kind: z.enum(EXPIRY_KINDS), days: z.string(), date: z.string() }).check(
      z.superRefine((value, ctx) => {
        const outcome = resolveExpiry(value, timeZone);
        if (!outcome.ok) {
          ctx.addIssue({
            code: 'custom',
            message: outcome.problem,
            path: [outcome.field],
            input: value,
          });
        }
      }),
    ),
    z.transform((value): Extract<ExpiryOutcome, { ok: true }> => {
      const outcome = resolveExpiry(value, timeZone);
      // Unreachable after the check above; 'keep' is the harmless reading.
      return outcome.ok ? outcome : { ok: true, kind: 'keep' };
    }),
  );
}

/** Issue codes of a value that has the right type but breaks a rule (too short, bad character). */
const RULE_ISSUES: ReadonlySet<string> = new Set([
  'custom',
  'too_small',
  'too_big',
  'invalid_format',
  'not_multiple_of',
]);

/**
 * The fields both forms hold (an ID, a MAC, a name, a description, an expiry and tags), by the
 * character set of the call the form becomes; Edit adds its keep-or-set choices.
 */
export function entryFields(set: CharacterSet, timeZone: string) {
  return {
    id: entryIdField,
    mac: macField,
    name: nameField(set),
    description: descriptionField(set),
    expiry: expiryField(timeZone),
    tags: tagsField,
  };
}

/**
 * A form's draft as stored: what was typed, valid or not, so only the types of the form
 * schema's input are checked (a wrong or missing field drops the draft; a broken rule never).
 */
export function draftOf<S extends z.ZodMiniType>(formSchema: S) {
  return z.custom<z.input<S>>((value) => {
    const result = formSchema.safeParse(value);
    return result.success || result.error.issues.every((issue) => RULE_ISSUES.has(issue.code));
  });
}
