// The removal form: its values (also its draft), its schema derived from the API's request
// schema, and the request it becomes.
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { formatCount } from '../../lib/format.ts';
import { uuidProblem } from '../../api/rules.ts';
import {
  removePolicyEmailsRequestSchema,
  type RemovePolicyEmailsRequest,
} from '../../api/schemas.ts';
import { problemCheck } from '../../api/zod-checks.ts';
import { extractEmails } from './extract.ts';

export interface RemovalValues {
  policyId: string;
  /** The person's own name for the policy ("Staff"); kept with its ID on this device. */
  label: string;
  emailsText: string;
  revokeUserEngagement: boolean;
}

/** The order the form shows its fields: the error summary's order. */
export const REMOVAL_FIELD_ORDER = ['policyId', 'label', 'emailsText'] as const;

export const LABEL_MAX = 40;

/** Said when Remove is pressed before a list that may be a users export or vCards is read. */
const WAITING_PROBLEMS = {
  loading: msg`The list is still being read; try again in a moment`,
  failed: msg`The list looks like a users export or contact cards, and their reader could not be loaded: check the network, then click in Emails to try again`,
} as const;

/** Why a list that may be a users export or vCards is not read yet, in the language in use. */
export function waitingProblem(waiting: keyof typeof WAITING_PROBLEMS): string {
  return i18n._(WAITING_PROBLEMS[waiting]);
}

export const removalSchema = z.object({
  policyId: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        problemCheck((value) =>
          value === '' ? t`Enter the access policy ID` : uuidProblem(value, t`Access policy ID`),
        ),
      ),
  ),
  label: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        z.maxLength(LABEL_MAX, { error: () => t`Label must be ${LABEL_MAX} characters or fewer` }),
      ),
  ),
  // The list the API would be sent, checked with the API's own rules (at least one, at most 10,000).
  // Typed items that are all refused get their own words: "at least one" would read as if
  // nothing had been typed.
  emailsText: z.pipe(
    z.pipe(
      z.string().check(
        problemCheck((text) => {
          const { emails, refused, waiting } = extractEmails(text);
          if (waiting) return waitingProblem(waiting);
          return emails.length === 0 && refused > 0
            ? plural(refused, {
                one: 'Nothing can be sent: the item is refused (see What will be sent)',
                other: 'Nothing can be sent: all # items are refused (see What will be sent)',
              })
            : null;
        }),
      ),
      z.transform((text) => extractEmails(text).emails),
    ),
    removePolicyEmailsRequestSchema.shape.emails,
  ),
  revokeUserEngagement: z.boolean(),
});
export type RemovalOutput = z.infer<typeof removalSchema>;

export const removalDraftSchema = z.object({
  policyId: z.string(),
  label: z.string(),
  emailsText: z.string(),
  revokeUserEngagement: z.boolean(),
});

export function emptyRemoval(defaultPolicyId: string): RemovalValues {
  return { policyId: defaultPolicyId, label: '', emailsText: '', revokeUserEngagement: true };
}

export function toRemovalRequest(output: RemovalOutput): RemovePolicyEmailsRequest {
  return { emails: output.emailsText, revokeUserEngagement: output.revokeUserEngagement };
}

/** "Remove 5 and end their sign-ins": the confirm button names what it does. */
export function removeActionLabel(count: number, revoke: boolean): string {
  const n = formatCount(count);
  return revoke ? t`Remove ${n} and end their sign-ins` : t`Remove ${n} and keep their sign-ins`;
}
