import type { ActivityKind } from '../../journal/journal-record.ts';

/** The screen each kind of record is made on, in the navigation's words. */
export const KIND_SCREEN: Record<ActivityKind, string> = {
  add: 'Add device',
  edit: 'Edit device',
  batch: 'Batch import',
  removal: 'Policy cleanup',
};
