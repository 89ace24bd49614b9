import type { UpdateWhitelistingRequest } from '../../api/schemas.ts';
import { putDraft } from '../../drafts/use-stored-draft.ts';
import { recentEntryFrom, type RecentEntry } from '../../entries/recent-entries.ts';
import { callKey, useJournaledCall } from '../../journal/use-journaled-call.ts';

export interface UpdateVariables {
  body: UpdateWhitelistingRequest;
  /** The entry as this browser knew it: fields the update leaves out keep these values. */
  previous?: RecentEntry | undefined;
  signal?: AbortSignal;
}

/** Edit device's drafts: the form as typed, and the entry its last update left. */
export const EDIT_DRAFT = 'edit-device';
export const SAVED_DRAFT = 'edit-device-result';

const UPDATE = 'update-whitelisting';
export const updateKey = (connectionId: string) => callKey(UPDATE, connectionId);

/** The client and what builds the record load with the first call (prefetched when idle). */
const load = () =>
  Promise.all([import('../../entries/entry-activity.ts'), import('../../api/client.ts')]);

/**
 * Update whitelisting (PUT): one call per Save changes. Whatever screen shows when it ends: its
 * record is written ahead and settled, and on success the form's draft is emptied and the
 * entry kept for Edit device to show.
 */
export function useUpdateWhitelisting() {
  return useJournaledCall({
    name: UPDATE,
    load,
    send: async ({ body, previous, signal }: UpdateVariables, { connection, journal }) => {
      const [{ entryCallActivity }, { updateWhitelisting }] = await load();
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
    done: (entry, _variables, { connection, storages }) => {
      putDraft(storages.session, EDIT_DRAFT, connection.id, undefined);
      putDraft(storages.session, SAVED_DRAFT, connection.id, entry);
    },
  });
}
