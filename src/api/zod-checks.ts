// The bridge from the rules (plain `…Problem(value)` functions) to zod checks, written once.
import * as z from 'zod/mini';

/** A zod check that adds `problem`'s message as a custom issue whenever it finds one. */
export function problemCheck(problem: (value: string) => string | null) {
  return z.superRefine<string>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

type Problem = (value: string) => string | null;

/** Each string schema made by ruledString, with its rule: what acceptsAll reads from a schema. */
const rules = new WeakMap<z.core.$ZodType, Problem>();

/** A string (`error` when it is missing or no string) that must pass `problem`. */
export function ruledString(error: z.core.$ZodStringParams['error'], problem: Problem) {
  const schema = z.string({ error }).check(problemCheck(problem));
  rules.set(schema, problem);
  return schema;
}

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
    return { key, optional, rule: rules.get(inner) };
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
