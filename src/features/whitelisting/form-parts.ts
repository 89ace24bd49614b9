// Field schemas both forms share, derived from src/api: what a person types (strings, tags as
// a list of strings, expiry as a choice) -> what the request carries. Messages come from the
// same …Problem functions the API schemas call.
import * as z from 'zod/mini';
import { normalizeMac } from '../../api/normalize.ts';
import { tagSchema } from '../../api/schemas.ts';
import { problemCheck } from '../../api/zod-checks.ts';
import {
  uuidProblem,
  type CharacterSet,
  nameProblem,
  descriptionProblem,
} from '../../api/rules.ts';
import { resolveExpiry, type ExpiryOutcome } from '../../ui/expiry.ts';

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

/** Trimmed (decisions.md: the app trims, the server does not), then the call's name rule. */
export function nameField(set: CharacterSet) {
  return z.string().check(
    z.trim(),
    problemCheck((value) =>
      value === ''
        ? 'Enter a name for the device, like Reception printer'
        : nameProblem(value, set),
    ),
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
  problemCheck((value) =>
    value === ''
      ? 'Enter the entry ID, a UUID like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f'
      : uuidProblem(value, 'Entry ID'),
  ),
);

const expiryValue = z.object({
  kind: z.enum(['keep', 'forever', 'days', 'date']),
  days: z.string(),
  date: z.string(),
});

/**
 * The expiry choice, checked against today in the organization's time zone at the moment of
 * checking; the problem lands on the Number of days or Expiry date field.
 */
export function expiryField(timeZone: string) {
  return z.pipe(
    expiryValue.check(
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

/** The draft of an expiry fieldset as stored (what was typed, valid or not). */
export const expiryDraft = expiryValue;
