// Endpoint 4 of docs/api.md: remove emails from an access policy, revoking the sign-ins
// they made (docs/decisions.md "Access policy email removal"). Errors are status bodies.
import { Hono } from 'hono';
import { emailCovers, emailKey, LIMITS } from '../../api/rules.ts';
import { removePolicyEmailsRequestSchema, type RemovedEmail } from '../../api/schemas.ts';
import {
  listTooLong,
  issuesToMessage,
  readJsonBody,
  statusError,
  type SandboxDeps,
  type ApiEnv,
} from '../http.ts';

export function policyRoutes({ store, run }: SandboxDeps) {
  const routes = new Hono<ApiEnv>();
  routes.use(async (c, next) => {
    c.set('family', 'policy');
    await next();
  });

  routes.delete('/:policyId/emails', async (c) => {
    const read = await readJsonBody(c, 'policy');
    if (!read.ok) return read.response;
    const { body } = read;
    const tooLong = listTooLong(
      c,
      body,
      'emails',
      LIMITS.removalEmailsMax,
      (length) =>
        `A removal may name at most ${LIMITS.removalEmailsMax} emails; this one has ${length}`,
    );
    if (tooLong) return tooLong;
    const parsed = removePolicyEmailsRequestSchema.safeParse(body);
    if (!parsed.success) return statusError(c, 400, issuesToMessage(parsed.error.issues));
    const request = parsed.data;
    const requestedId = c.req.param('policyId');
    const { contextId } = c.get('caller');

    return run(() => {
      const policyId = store.policyIdInContext(contextId, requestedId);
      if (policyId === undefined) {
        return statusError(c, 404, `No access policy ${requestedId} in this context`);
      }
      const revoke = request.revokeUserEngagement ?? true;
      let remaining = store.policyEmails(policyId);
      // "Active" = signed in and not ended: state active or whitelist-authorized (pending
      // sessions have signed nothing in yet, revoked ones are over).
      const gated = revoke ? store.activeGatedSessions(contextId, policyId) : [];
      const whitelisted = revoke ? store.activeWhitelistSessions(contextId) : [];
      const ended = new Set<string>();
      const end = (id: string) => {
        ended.add(id);
        store.revokeSession(id);
      };

      const removedEmails: RemovedEmail[] = [];
      for (const element of request.emails) {
        const key = emailKey(element);
        const match = remaining.find((row) => emailKey(row.email) === key);
        if (!match) continue;
        store.deletePolicyEmail(policyId, match.position);
        remaining = remaining.filter((row) => row !== match);
        let selfProvisioning = 0;
        let meetingHost = 0;
        let whitelisting = 0;
        for (const session of gated) {
          if (ended.has(session.id) || !emailCovers(match.email, session.email)) continue;
          end(session.id);
          if (session.module === 'self-provisioning') selfProvisioning++;
          else meetingHost++;
        }
        for (const session of whitelisted) {
          if (ended.has(session.id) || !emailCovers(match.email, session.creator)) continue;
          end(session.id);
          whitelisting++;
        }
        removedEmails.push({
          email: match.email,
          revokedLoginsForSelfProvisioning: selfProvisioning,
          revokedLoginsForMeetingHost: meetingHost,
          revokedWhitelisting: whitelisting,
          // Conference sessions are never touched by a policy (docs/decisions.md).
          revokeLoginsforConferences: 0,
        });
      }
      return c.json({ policyEmails: remaining.map((row) => row.email), removedEmails }, 200);
    });
  });

  return routes;
}
