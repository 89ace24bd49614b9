// Policy cleanup at several venues (issue 24), the parts the screen shows once asked: the keys
// this tab lacks, the confirmation of every venue and policy, and a stored cleanup's results.
// In the venues' chunk, so the screen's first load carries none of it.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { useConnection } from '../../../connection/connection-context.tsx';
import { connectionLabel } from '../../../connection/connection-label.ts';
import { useReadyConnection } from '../../../connection/require-connection.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import { VenueKeys } from '../../../connection/venue-keys.tsx';
import { useJournal } from '../../../journal/use-journal.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import type { ReactNode } from 'react';
import { removeActionLabel, type RemovalOutput } from '../removal-form.ts';
import { removeAtVenues } from './run-removals.ts';
import { cleanupEnv, planCleanup } from './cleanup-plan.ts';
import { venuesRemovalSchema, type AlsoVenue } from './venues-removal.ts';
import { VenuesRemovalResults } from './venues-removal-results.tsx';

/** What sending works with at the connection in use: the journal, the keys, the draft. */
function useCleanupEnv() {
  const connection = useReadyConnection();
  const journal = useJournal();
  const { connections, storages } = useConnection();
  return {
    connection,
    storages,
    env: cleanupEnv({ journal, storages, connections, inUseId: connection.id }),
  };
}

export interface VenuesCleanupProps {
  output: RemovalOutput;
  /** The label typed, or the one this device knows for the policy. */
  label: string;
  /** What the confirmation says of the removal (the screen's), with where it goes. */
  facts: (where: ReactNode) => ReactNode;
  /** The venues chosen besides the one in use, each with its policy. */
  also: readonly AlsoVenue[];
  /** The saved connections besides the one in use. */
  others: readonly StoredConnection[];
  /** Leaves a venue whose key is not at hand out of this cleanup. */
  onLeaveOut: (id: string) => void;
  /** Cancelled, or confirmed and sent: the screen's form again. */
  onClose: () => void;
}

/**
 * Remove pressed with venues chosen: the key of each venue this tab lacks, one at a time, then
 * one confirmation naming every venue and policy; confirmed, each venue's removal is sent.
 */
export function VenuesCleanup({
  output,
  label,
  facts,
  also,
  others,
  onLeaveOut,
  onClose,
}: VenuesCleanupProps) {
  const { t } = useLingui();
  const { connection, storages, env } = useCleanupEnv();
  const missing = others.filter(
    (other) => other.apiKey === undefined && also.some((venue) => venue.id === other.id),
  );
  if (missing.length > 0)
    return <VenueKeys missing={missing} onLeaveOut={onLeaveOut} onCancel={onClose} />;

  const count = output.emailsText.length;
  const venues = formatCount(also.length + 1);
  const confirm = () => {
    onClose();
    const removal = planCleanup({
      inUse: connection,
      policyId: output.policyId,
      label,
      also,
      others,
      emails: output.emailsText,
      revokeUserEngagement: output.revokeUserEngagement,
      storages,
    });
    void removeAtVenues(env, removal);
  };
  return (
    <ConfirmDialog
      open
      title={t({
        message: plural(count, {
          one: `Remove # entry at ${venues} venues?`,
          other: `Remove # entries at ${venues} venues?`,
        }),
      })}
      confirmLabel={removeActionLabel(count, output.revokeUserEngagement)}
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    >
      {facts(
        <>
          {connection.name} ({connectionLabel(connection)})
          {also.map((venue) => {
            const saved = others.find((other) => other.id === venue.id);
            if (!saved) return null;
            const { name } = saved;
            const where = connectionLabel(saved);
            const policy = venue.policyId.trim();
            return (
              <span key={venue.id}>
                <br />
                {t`${name} (${where}), policy ${policy}`}
              </span>
            );
          })}
        </>,
      )}
    </ConfirmDialog>
  );
}

export interface StoredVenuesCleanupProps {
  /** The cleanup as its draft holds it, read here. */
  stored: unknown;
  /** New removal: the form again, with this policy (the connection in use's) and label. */
  onNewRemoval: (policyId: string | undefined, label: string) => void;
}

/** A cleanup sent to several venues: its results, Send again where no answer came. */
export function StoredVenuesCleanup({ stored, onNewRemoval }: StoredVenuesCleanupProps) {
  const { t } = useLingui();
  const { env } = useCleanupEnv();
  const parsed = useMemo(() => venuesRemovalSchema.safeParse(stored), [stored]);
  if (!parsed.success) {
    return (
      <Notice tone="error" title={t`This cleanup at several venues cannot be read`}>
        <p>
          <Trans>
            It was stored in a form this version of the app does not read. Activity keeps what each
            venue was sent.
          </Trans>
        </p>
        <Button onClick={() => onNewRemoval(undefined, '')}>
          <Trans>New removal</Trans>
        </Button>
      </Notice>
    );
  }
  const removal = parsed.data;
  return (
    <VenuesRemovalResults
      removal={removal}
      onSendAgain={(venues) => void removeAtVenues(env, removal, venues)}
      onNewRemoval={() => onNewRemoval(removal.venues[0]?.policyId, removal.venues[0]?.label ?? '')}
    />
  );
}
