import { useMutation } from '@tanstack/react-query';
import type { UpdateWhitelistingRequest } from '../../api/schemas.ts';
import { useConnection } from '../../connection/connection-context.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { putDraft } from '../../drafts/use-stored-draft.ts';
import { recentEntryFrom, type RecentEntry } from '../../entries/recent-entries.ts';
import { useJournal } from '../../journal/use-journal.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';

export interface UpdateVariables {
  body: UpdateWhitelistingRequest;
  /** The entry as this browser knew it: fields the update leaves out keep these values. */
  previous?: RecentEntry | undefined;
  signal?: AbortSignal;
}

/** Edit device's drafts: the form as typed, and the entry its last update left. */
export const EDIT_DRAFT = 'edit-device';
export const SAVED_DRAFT = 'edit-device-result';

export const updateKey = (connectionId: string) => ['update-whitelisting', connectionId] as const;

/** The client and what reads its failures load with the first call (prefetched when idle). */
const loadClient = () => import('../../api/client.ts');
const loadEntryActivity = () => import('../../entries/entry-activity.ts');

/**
 * Update whitelisting (PUT): one call per Save changes. Whatever screen shows when it ends: its
 * record is written ahead and settled, and on success the form's draft is emptied and the
 * entry kept for Edit device to show.
 */
export function useUpdateWhitelisting() {
  const connection = useReadyConnection();
  const { storages } = useConnection();
  const journal = useJournal();
  useIdlePrefetch(loadClient);
  useIdlePrefetch(loadEntryActivity);
  return useMutation({
    mutationKey: updateKey(connection.id),
    mutationFn: async ({ body, previous, signal }: UpdateVariables): Promise<RecentEntry> => {
      const [{ entryCallActivity }, { updateWhitelisting }] = await Promise.all([
        loadEntryActivity(),
        loadClient(),
      ]);
      const at = new Date();
      const about = { kind: 'edit', id: crypto.randomUUID(), connection, sent: body, at } as const;
      return journal.around(
        entryCallActivity({ ...about, outcome: { waiting: true } }).record,
        async () =>
          recentEntryFrom({
            sent: body,
            answer: await updateWhitelisting(connection, body, { signal }),
            previous,
            action: 'updated',
            at: new Date(),
          }),
        (outcome) => {
          const { record, entries } = entryCallActivity({
            ...about,
            outcome: 'error' in outcome ? outcome : { entry: outcome.answer },
          });
          return [record, { entries }];
        },
      );
    },
    onSuccess: (entry) => {
      putDraft(storages.session, EDIT_DRAFT, connection.id, undefined);
      putDraft(storages.session, SAVED_DRAFT, connection.id, entry);
    },
  });
}
