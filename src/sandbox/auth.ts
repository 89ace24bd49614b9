// docs/decisions.md "Addresses and keys": the key is checked before anything else, body included.
import type { MiddlewareHandler } from 'hono';
import { statusError, type ApiEnv } from './http.ts';
import type { Store } from './store.ts';

/** For paths with :org and :ctx: missing or unknown key 401, a key of another context 403. */
export function requireKey(store: Store): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = c.req.header('x-auth-token');
    if (!key) return statusError(c, 401, 'Send the context API key in the x-auth-token header');
    const record = store.findKey(key);
    if (!record) return statusError(c, 401, 'The API key is not valid');
    if (record.orgId !== c.req.param('org') || record.contextId !== c.req.param('ctx')) {
      return statusError(c, 403, 'This API key belongs to another context or organization');
    }
    c.set('caller', record);
    await next();
  };
}
