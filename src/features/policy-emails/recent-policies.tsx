import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (policies.length === 0) return null;
  return (
    <section aria-labelledby="recent-policies-title" className={shared.section}>
      <h2 id="recent-policies-title">
        <Trans>Recently used policies</Trans>
      </h2>
      <ul className={styles.plainList}>
        {policies.map((policy) => {
          const { id, label } = policy;
          const used = formatDateTime(policy.usedAt);
          return (
            <li key={id}>
              <span>
                {label ? <strong>{label}</strong> : null} <code>{id}</code>
                <span className={shared.muted}> · {t`used ${used}`}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={label ? t`Use ${label} (${id})` : t`Use policy ${id}`}
                onClick={() => onUse(policy)}
              >
                <Trans>Use</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
