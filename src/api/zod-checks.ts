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

/** The rule ruledString gave `schema`, if it made it. */
export const ruleOf = (schema: z.core.$ZodType): Problem | undefined => rules.get(schema);
