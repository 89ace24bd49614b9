import { useMutation } from '@tanstack/react-query';
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../../api/schemas.ts';
import { useConnection } from '../../connection/connection-context.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { putDraft } from '../../drafts/use-stored-draft.ts';
import { recentEntryFrom } from '../../entries/recent-entries.ts';
import { useJournal } from '../../journal/use-journal.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';
import type { Added, AddDeviceValues } from './add-device-schema.ts';

export interface AddDeviceVariables {
  body: CreateWhitelistingRequest & { id: string };
  /** The form as sent: "Add another" starts from it. Not sent. */
  values: AddDeviceValues;
  signal?: AbortSignal;
}

/** Add device's drafts: the form as typed, and the result of its last create. */
export const ADD_DRAFT = 'add-device';
export const ADDED_DRAFT = 'add-device-result';

export const addDeviceKey = (connectionId: string) => ['add-device', connectionId] as const;

/** The client and what reads its failures load with the first call (prefetched when idle). */
const loadClient = () => import('../../api/client.ts');
const loadFailure = () => import('./failure.ts');
const loadEntryActivity = () => import('../../entries/entry-activity.ts');

/**
 * Create whitelisting (POST) for Add device, one call per submit. Whatever screen shows when
 * it ends: its record is written ahead and settled, and on success the form's draft is
 * emptied and the result kept for Add device to show. A 409 on an ID whose earlier create got
 * no answer is that create having arrived (the journal remembers it, in every tab).
 */
export function useAddDevice() {
  const connection = useReadyConnection();
  const { storages } = useConnection();
  const journal = useJournal();
  useIdlePrefetch(loadClient);
  useIdlePrefetch(loadFailure);
  useIdlePrefetch(loadEntryActivity);
  return useMutation({
    mutationKey: addDeviceKey(connection.id),
    mutationFn: async ({ body, signal }: AddDeviceVariables): Promise<Added> => {
      const [{ entryCallActivity }, { createWhitelisting }, { idTaken }] = await Promise.all([
        loadEntryActivity(),
        loadClient(),
        loadFailure(),
      ]);
      const at = new Date();
      const about = { kind: 'add', id: crypto.randomUUID(), connection, sent: body, at } as const;
      const entryOf = (answer?: WhitelistingEntry) =>
        recentEntryFrom({ sent: body, answer, action: 'created', at: new Date() });
      return journal.around(
        entryCallActivity({ ...about, outcome: { waiting: true } }).record,
        async () => {
          try {
            return {
              entry: entryOf(await createWhitelisting(connection, body, { signal })),
              earlier: false,
            };
          } catch (error) {
            const arrived =
              idTaken(error) &&
              (await journal.read(({ db, io }) =>
                io.earlierUnansweredCreate(db, connection.id, body.id, about.id),
              ));
            if (arrived) return { entry: entryOf(), earlier: true };
            throw error;
          }
        },
        (outcome) => {
          const { record, entries } = entryCallActivity({
            ...about,
            outcome: 'error' in outcome ? outcome : outcome.answer,
          });
          return [record, { entries }];
        },
      );
    },
    onSuccess: (added, { values }) => {
      putDraft(storages.session, ADD_DRAFT, connection.id, undefined);
      putDraft(storages.session, ADDED_DRAFT, connection.id, { ...added, values });
    },
  });
}
