import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import type { RememberedPolicy } from './policy-memory.ts';
import shared from '../../results/results.module.css';
import styles from './policy-emails.module.css';

/** Policies this browser removed emails from with this connection, newest first. */
export function RecentPolicies({
  policies,
  onUse,
}: {
  policies: readonly RememberedPolicy[];
  onUse: (policy: RememberedPolicy) => void;
}) {
  if (policies.length === 0) return null;
  return (
    <section aria-labelledby="recent-policies-title" className={shared.section}>
      <h2 id="recent-policies-title">Recently used policies</h2>
      <ul className={styles.plainList}>
        {policies.map((policy) => (
          <li key={policy.id}>
            <span>
              {policy.label ? <strong>{policy.label}</strong> : null} <code>{policy.id}</code>
              <span className={shared.muted}> · used {formatDateTime(policy.usedAt)}</span>
            </span>
            <Button
              variant="secondary"
              aria-label={
                policy.label ? `Use ${policy.label} (${policy.id})` : `Use policy ${policy.id}`
              }
              onClick={() => onUse(policy)}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
