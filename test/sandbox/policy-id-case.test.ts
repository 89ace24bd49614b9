// Issue 7.7 (docs/decisions.md "IDs"): policy IDs compare case-insensitively, like entry IDs.
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_PATH,
  LOBBY_PATH,
  removalResultSchema,
  SEED,
  setup,
  statusBody,
} from '../support/sandbox-helpers.ts';

const emailsOf = (contextPath: string, policyId: string) =>
  `${contextPath}/policies/${policyId}/emails`;

describe('the policy ID in the path', () => {
  it('finds the policy when written in upper case', async () => {
    const { json, state } = setup();
    const email = SEED.staff.erik.email;
    const answer = await json('DELETE', emailsOf(CONTEXT_PATH, SEED.policyId.toUpperCase()), {
      emails: [email],
    });
    expect(answer.status).toBe(200);
    expect(removalResultSchema.parse(answer.body).removedEmails.map((e) => e.email)).toEqual([
      email,
    ]);
    const [policy] = (await state()).accessPolicies;
    expect(policy?.id).toBe(SEED.policyId);
    expect(policy?.emails).not.toContain(email);
  });

  it("does not find another context's policy in any case (404)", async () => {
    const { json } = setup();
    const answer = await json(
      'DELETE',
      emailsOf(LOBBY_PATH, SEED.policyId.toUpperCase()),
      { emails: [SEED.staff.erik.email] },
      { key: SEED.lobby.key },
    );
    expect(answer.status).toBe(404);
    expect(statusBody(answer.body).status).toBe(404);
  });
});
