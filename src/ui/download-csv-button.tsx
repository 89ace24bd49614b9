import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from './button.tsx';
import { downloadCsv, toCsv, type CsvValue } from './csv.ts';
import { useAnnounce } from './live-region.tsx';

export interface DownloadCsvButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The file name, like csvFilename('batch-results'). */
  filename: string;
  header: readonly string[];
  /** Called on click, so a large table is only turned into text when asked for. */
  rows: () => readonly (readonly CsvValue[])[];
}

/** "Download CSV": builds the file on click and says so to screen readers. */
export function DownloadCsvButton({
  filename,
  header,
  rows,
  children,
  variant = 'secondary',
  ...rest
}: DownloadCsvButtonProps) {
  const { t } = useLingui();
  const announce = useAnnounce();
  return (
    <Button
      variant={variant}
      onClick={() => {
        const lines = rows();
        downloadCsv(filename, toCsv(header, lines));
        const count = lines.length;
        announce(
          t`Downloaded ${filename} with ${plural(count, { one: '# row', other: '# rows' })}`,
        );
      }}
      {...rest}
    >
      {children ?? t`Download CSV`}
    </Button>
  );
}
