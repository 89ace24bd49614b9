// Sandbox-only calls outside /v1 (docs/decisions.md "The sandbox's own demo data and inspection").
import { Hono } from 'hono';
import type { SandboxDeps, ApiEnv } from '../http.ts';
import { SEED, SEED_VENUES } from '../seed.ts';

export function sandboxRoutes({ store, run }: SandboxDeps) {
  const routes = new Hono<ApiEnv>();

  /**
   * The seeded venues this database holds: one kept from before a venue was added to the seed
   * (the sandbox seeds an empty database only) lacks it, its key or its policy, and is not
   * offered as a connection that would then be refused.
   */
  const heldVenues = () =>
    SEED_VENUES.filter((venue) => {
      const key = store.findKey(venue.key);
      return (
        key?.contextId === venue.contextId &&
        key.orgId === venue.organizationId &&
        store.policyIdInContext(venue.contextId, venue.policyId) !== undefined
      );
    });

  /** Lets the app offer "Use sandbox demo" (and every venue) with the seeded values; needs no key. */
  routes.get('/health', (c) =>
    run(() =>
      c.json(
        {
          ok: true,
          sandbox: true,
          demo: {
            organizationId: SEED.organizationId,
            contextId: SEED.demo.contextId,
            apiKey: SEED.demo.key,
            timeZone: SEED.timeZone,
            accessPolicyId: SEED.policyId,
          },
          // Every seeded venue, so the app can save them all as connections.
          venues: heldVenues().map((venue) => ({
            name: venue.name,
            organizationId: venue.organizationId,
            contextId: venue.contextId,
            apiKey: venue.key,
            timeZone: venue.timeZone,
            accessPolicyId: venue.policyId,
          })),
        },
        200,
      ),
    ),
  );

  /** What a call changed, for a person or a test; the key check is mounted by the app. */
  routes.get('/v1/org/:org/contexts/sign-in/:ctx/state', (c) => {
    const { contextId } = c.get('caller');
    return run(() =>
      c.json(
        {
          whitelistings: store.entries(contextId),
          guestSessions: store.sessions(contextId),
          accessPolicies: store.policies(contextId),
        },
        200,
      ),
    );
  });

  return routes;
}
