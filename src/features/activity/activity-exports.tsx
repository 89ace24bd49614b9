import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActivityRecord, BatchRow } from '../../journal/journal-record.ts';
import { useOpenActivity } from '../../journal/use-journal.ts';
import { Button, ButtonGroup } from '../../ui/button.tsx';
import { csvFilename, downloadFile } from '../../ui/csv.ts';
import { DownloadCsvButton } from '../../ui/download-csv-button.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { exportHeader, exportRows, parseRecord, type Peek } from './activity-view.ts';

const recordsOf = (shown: readonly Peek[]): ActivityRecord[] =>
  shown.flatMap((peek) => {
    const record = parseRecord(peek);
    return record ? [record] : [];
  });

/** Exports what the filters show: CSV (one line per record) and JSON (whole, batch rows too). */
export function ActivityExports({ shown }: { shown: readonly Peek[] }) {
  const { t } = useLingui();
  const open = useOpenActivity();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);

  async function downloadJson() {
    setBusy(true);
    try {
      const { db, io } = await open();
      const records = recordsOf(shown);
      const withRows: Array<ActivityRecord & { rows?: BatchRow[] }> = [];
      for (const record of records) {
        withRows.push(
          record.kind === 'batch' ? { ...record, rows: await io.getRows(db, record.id) } : record,
        );
      }
      const filename = csvFilename('activity', new Date(), 'json');
      downloadFile(
        filename,
        [JSON.stringify({ exportedAt: new Date().toISOString(), records: withRows }, null, 2)],
        'application/json',
      );
      const count = withRows.length;
      announce(
        plural(count, {
          one: `Downloaded ${filename} with # record`,
          other: `Downloaded ${filename} with # records`,
        }),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : t`unknown error`;
      announce(t`The JSON could not be made: ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ButtonGroup>
      <DownloadCsvButton
        filename={csvFilename('activity')}
        header={exportHeader()}
        rows={() => exportRows(recordsOf(shown))}
      >
        <Trans>Download shown as CSV</Trans>
      </DownloadCsvButton>
      <Button
        variant="secondary"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) void downloadJson();
        }}
      >
        <Trans>Download shown as JSON</Trans>
      </Button>
    </ButtonGroup>
  );
}
