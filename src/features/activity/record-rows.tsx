import { useMakerLookup } from '../../device-maker/use-maker-lookup.ts';
import type { BatchRow } from '../../journal/journal-record.ts';
import { BatchResultRows } from '../../results/batch/batch-result-rows.tsx';

/** A batch run's rows, all of them (virtual rows), with their makers: the registry loads with them. */
export function RecordRows({ rows, inUse }: { rows: readonly BatchRow[]; inUse: boolean }) {
  const maker = useMakerLookup();
  return <BatchResultRows rows={rows} maker={maker} entryLinks={inUse} />;
}
