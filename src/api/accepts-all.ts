// Whether an object schema of ruled strings accepts a value, without zod's parse: apart from
// zod-checks.ts, so only the code that checks thousands of rows at once (Batch import) loads it.
import * as z from 'zod/mini';
import { batchEntrySchema, createWhitelistingRequestSchema } from './schemas.ts';
import { ruleOf } from './zod-checks.ts';

/**
 * What an object schema of ruled strings accepts, precompiled from the schema itself: the same
 * rules called directly, without zod's parse of every field (a batch checks 10,000 objects).
 * true only where `schema.safeParse` succeeds; false where it fails, or for a field this cannot
 * judge (a list, a string with more checks): parse the object then, to learn why.
 */
export function acceptsAll(schema: z.ZodMiniObject): (value: Record<string, unknown>) => boolean {
  const fields = Object.entries(schema.shape).map(([key, field]) => {
    const optional = field instanceof z.ZodMiniOptional;
    const inner: z.core.$ZodType = optional ? field.def.innerType : field;
    return { key, optional, rule: ruleOf(inner) };
  });
  return (value) => {
    for (const { key, optional, rule } of fields) {
      const field = value[key];
      if (field === undefined) {
        if (optional) continue;
        return false;
      }
      if (rule === undefined || typeof field !== 'string' || rule(field) !== null) return false;
    }
    return true;
  };
}

/** Whether createWhitelistingRequestSchema accepts a request, without parsing it. */
export const acceptsCreateWhitelistingRequest = acceptsAll(createWhitelistingRequestSchema);
/** Whether batchEntrySchema accepts an entry, without parsing it (false: parse it for the issues). */
export const acceptsBatchEntry = acceptsAll(batchEntrySchema);
