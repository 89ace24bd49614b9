import type { CreateWhitelistingRequest, WhitelistingEntry } from '../../api/schemas.ts';
import { putDraft } from '../../drafts/use-stored-draft.ts';
import { recentEntryFrom } from '../../entries/recent-entries.ts';
import { callKey, useJournaledCall } from '../../journal/use-journaled-call.ts';
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

const ADD = 'add-device';
export const addDeviceKey = (connectionId: string) => callKey(ADD, connectionId);

/** The client, what builds the record and what reads a failure load with the first call. */
const load = () =>
  Promise.all([
    import('../../entries/entry-activity.ts'),
    import('../../api/client.ts'),
    import('./failure.ts'),
  ]);

/**
 * Create whitelisting (POST) for Add device, one call per submit. Whatever screen shows when
 * it ends: its record is written ahead and settled, and on success the form's draft is
 * emptied and the result kept for Add device to show. A 409 on an ID whose earlier create got
 * no answer is that create having arrived (the journal remembers it, in every tab).
 */
export function useAddDevice() {
  return useJournaledCall({
    name: ADD,
    load,
    send: async ({ body, signal }: AddDeviceVariables, { connection, journal }): Promise<Added> => {
      const [{ entryCallActivity }, { createWhitelisting }, { idTaken }] = await load();
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
    done: (added, { values }, { connection, storages }) => {
      putDraft(storages.session, ADD_DRAFT, connection.id, undefined);
      putDraft(storages.session, ADDED_DRAFT, connection.id, { ...added, values });
    },
  });
}
