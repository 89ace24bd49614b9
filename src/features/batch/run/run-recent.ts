// Recent entries of a batch run: the expiry path creates each row with its own ID, so Edit
// device's Recent entries can open it. Each is written with the run's record once, the first
// time the record shows it created.
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../../../api/schemas.ts';
import { recentEntryFrom, type RecentEntry } from '../../../entries/recent-entries.ts';
import type { StoredEntry } from '../../../journal/journal-db.ts';
import type { BatchRecord } from '../../../journal/journal-record.ts';
import { storedEntry } from '../../../journal/record-parts.ts';
import type { BatchRun } from './run-model.ts';
import { createdEntries, type BatchActivity } from './batch-activity.ts';

export interface RunRecentEntries {
  /** A create was answered: its entry as the server stored it, for when it is written. */
  answered: (body: CreateWhitelistingRequest, answer: WhitelistingEntry | undefined) => void;
  /** The entries created since the last call, to be written with `record`. */
  fresh: (record: BatchRecord, created: BatchActivity['created'], run: BatchRun) => StoredEntry[];
}

export function runRecentEntries(start: BatchRun, now: () => Date = () => new Date()) {
  const answered = new Map<string, RecentEntry>();
  // Entries created before this start (a Resume, a resubmit) are in Recent entries already,
  // maybe edited since: only what this start creates is written.
  const entered = new Set<string>(
    Object.values(start.outcomes).flatMap((outcome) =>
      outcome.kind === 'created' && outcome.id ? [outcome.id] : [],
    ),
  );
  const recent: RunRecentEntries = {
    answered: (body, answer) => {
      if (!body.id) return;
      const sent = { ...body, id: body.id };
      const entry = recentEntryFrom({ sent, answer, action: 'created', at: now() });
      answered.set(body.id.toLowerCase(), entry);
    },
    fresh: (record, created, run) => {
      const unseen = created.filter(({ id }) => !entered.has(id));
      for (const { id } of unseen) entered.add(id);
      return createdEntries(record, unseen, run.options.toDate).map((entry) => {
        const known = answered.get(entry.key);
        if (!known) return entry;
        const { action, at: _at, ...state } = known;
        return storedEntry(record, state, action);
      });
    },
  };
  return recent;
}
