// The bridge from the rules (plain `…Problem(value)` functions) to zod checks, written once.
import * as z from 'zod/mini';

/** A zod check that adds `problem`'s message as a custom issue whenever it finds one. */
export function problemCheck(problem: (value: string) => string | null) {
  return z.superRefine<string>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}
