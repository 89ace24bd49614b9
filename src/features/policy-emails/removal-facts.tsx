import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format.ts';
import { policyName } from '../../results/removal-record.ts';
import type { RemovalOutput } from './removal-form.ts';
import styles from './policy-emails.module.css';

export interface RemovalFactsProps {
  output: RemovalOutput;
  /** The label typed, or the one this device knows for the policy. */
  label: string;
  /** Items in the list that are not sent (refused by the reader). */
  refused: number;
  /** "Connection", or "Venues" for a cleanup at several. */
  whereTitle: string;
  where: ReactNode;
}

/** What a removal's confirmation says: the entries, the policy, where, and the sign-ins. */
export function RemovalFacts({ output, label, refused, whereTitle, where }: RemovalFactsProps) {
  const count = output.emailsText.length;
  return (
    <dl className={styles.facts}>
      <dt>
        <Trans>Entries</Trans>
      </dt>
      <dd>
        {formatCount(count)}: {output.emailsText.slice(0, 3).join(', ')}
        {count > 3 ? ', …' : ''}
        {refused > 0
          ? ` ${plural(refused, {
              one: '(# refused item is not sent)',
              other: '(# refused items are not sent)',
            })}`
          : ''}
      </dd>
      <dt>
        <Trans>Policy</Trans>
      </dt>
      <dd>{policyName(output.policyId, label)}</dd>
      <dt>{whereTitle}</dt>
      <dd>{where}</dd>
      <dt>
        <Trans>Sign-ins</Trans>
      </dt>
      <dd>
        {output.revokeUserEngagement ? (
          <Trans>Their active sign-ins end now.</Trans>
        ) : (
          <Trans>Existing sessions stay; only new sign-ins are blocked.</Trans>
        )}
      </dd>
    </dl>
  );
}
