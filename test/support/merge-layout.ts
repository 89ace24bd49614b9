// The column layout the mergeRepeats tests read rows with (test/unit/recognise/merge-repeats*).
import type { MergeLayout } from '../../src/recognise/merge-repeats.ts';

/** mac, name, description, tags. */
export const LAYOUT: MergeLayout = {
  macColumn: 0,
  nameColumn: 1,
  roles: ['mac', 'name', 'description', 'tags'],
  latestWins: false,
};
