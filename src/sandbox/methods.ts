// docs/decisions.md "Status codes and error bodies": a method a path does not take is a 405 with
// an Allow header and the status body, not a 404: the path exists, whatever the key.
import type { MiddlewareHandler } from 'hono';
import { statusBody } from './http.ts';

/** For one exact path: lets the listed methods through, answers every other one 405. */
export function allowOnly(methods: readonly string[]): MiddlewareHandler {
  const allow = methods.join(', ');
  return async (c, next) => {
    if (methods.includes(c.req.method)) return next();
    c.header('Allow', allow);
    return c.json(statusBody(405, `This path takes ${allow}, not ${c.req.method}`), 405);
  };
}
