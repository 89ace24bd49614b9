import { useState, type ReactNode } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { ColumnMapping } from './column-mapping.tsx';
import type { RowEdit } from '../check/check-model.ts';
import type { ColumnRole } from '../../../recognise/types.ts';
import { nameFixEdits } from '../check/name-fix.ts';
import type { LeftOutReason, RecognisedList } from '../../../recognise/types.ts';
import tableStyles from '../../../ui/table.module.css';
import styles from '../batch.module.css';

const DELIMITER_WORDS: Record<RecognisedList['delimiter'], string> = {
  ',': 'Columns separated by commas',
  ';': 'Columns separated by semicolons',
  '\t': 'Columns separated by tabs (as copied from a spreadsheet)',
  list: '',
};

const LEFT_OUT_WHY: Record<LeftOutReason, string> = {
  'no-mac': 'No MAC address',
  'mistyped-mac': 'A mistyped MAC address',
  outside: 'Outside the list',
  'other-mac-column': 'No address in the MAC column',
};

export interface UnderstoodSectionProps {
  parsed: RecognisedList;
  /** The mapping in use (the recogniser's, or the person's). */
  roles: readonly ColumnRole[];
  edits: Readonly<Record<number, RowEdit>>;
  onRoles: (roles: ColumnRole[]) => void;
  /** New names by row index, as edits (the name fix). */
  onNames: (names: Record<number, string>) => void;
}

/**
 * "What was understood": what the text looks like in words, what was left out and why (each
 * line on request), addresses that are no device, which MAC column is used, the one action that
 * fixes names, and the column mapping.
 */
export function UnderstoodSection({
  parsed,
  roles,
  edits,
  onRoles,
  onNames,
}: UnderstoodSectionProps) {
  const table = parsed.family === 'table';
  return (
    <section aria-labelledby="batch-understood-title" className={styles.understood}>
      <h2 id="batch-understood-title">What was understood</h2>
      <p>{parsed.understood}</p>
      {table ? (
        <p>
          {parsed.columnCount === 1 ? 'One column' : DELIMITER_WORDS[parsed.delimiter]};{' '}
          {parsed.header
            ? 'the first line is a header row and is not sent.'
            : 'no header row: every line is a device.'}
        </p>
      ) : null}
      {parsed.notes.length > 0 ? (
        <ul>
          {parsed.notes.map((note) => (
            <li key={`${note.line}:${note.message}`}>{note.message}</li>
          ))}
        </ul>
      ) : null}
      {parsed.macColumns ? <p>{parsed.macColumns.message}</p> : null}
      <NameFixAction parsed={parsed} roles={roles} edits={edits} onNames={onNames} />
      {parsed.leftOut.count > 0 ? (
        <Disclosure
          summary={`Show the ${formatCount(parsed.leftOut.count)} ${parsed.leftOut.count === 1 ? 'line' : 'lines'} left out`}
        >
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>
              Lines left out
              {parsed.leftOut.lines.length < parsed.leftOut.count
                ? ` (the first ${formatCount(parsed.leftOut.lines.length)})`
                : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Text</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {parsed.leftOut.lines.map((line) => (
                <tr key={line.line}>
                  <th scope="row">{formatCount(line.line)}</th>
                  <td className={styles.leftOutText}>{line.text}</td>
                  <td>{LEFT_OUT_WHY[line.why]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Disclosure>
      ) : null}
      <Repeats parsed={parsed} />
      {parsed.notDevices.count > 0 ? (
        <Disclosure
          summary={`Show the ${formatCount(parsed.notDevices.count)} ${parsed.notDevices.count === 1 ? 'address' : 'addresses'} that are not devices`}
        >
          <ul>
            {parsed.notDevices.items.map((item) => (
              <li key={`${item.line}:${item.mac}`}>
                Line {formatCount(item.line)}: {item.mac}. {item.message}
              </li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
      {parsed.columnCount > 1 ? (
        <ColumnMapping parsed={parsed} roles={roles} onChange={onRoles} />
      ) : null}
    </section>
  );
}

/** Devices with repeats shown as they are; more wait behind a disclosure. */
const REPEATS_SHOWN = 3;

/**
 * Which lines repeat which and which values were kept, one sentence per device ("Line 9 and
 * line 14 repeat line 3 (AA:BB:…): its description "Room 101" from line 3 is kept, …").
 */
function Repeats({ parsed }: { parsed: RecognisedList }) {
  const { repeats, merged } = parsed;
  if (repeats.length === 0) return null;
  const list = (
    <ul aria-label="Lines that repeat a device">
      {repeats.map((repeat) => (
        <li key={`${repeat.line}:${repeat.mac}`}>{repeat.message}</li>
      ))}
    </ul>
  );
  if (merged.devices <= REPEATS_SHOWN) return list;
  return (
    <Disclosure
      summary={`Show the ${formatCount(merged.rows)} lines that repeat ${formatCount(merged.devices)} devices`}
    >
      {repeats.length < merged.devices ? (
        <p>The first {formatCount(repeats.length)} devices:</p>
      ) : null}
      {list}
    </Disclosure>
  );
}

/** A native disclosure whose content is made only once it is opened (a thousand lines wait). */
function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.disclosure} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

/**
 * "Replace _ with - in 3 names": offered while the recogniser's names fail only on characters
 * the API refuses. Pressing it edits those names in the preview, where each can still be
 * changed before anything is sent.
 */
function NameFixAction({
  parsed,
  roles,
  edits,
  onNames,
}: Pick<UnderstoodSectionProps, 'parsed' | 'roles' | 'edits' | 'onNames'>) {
  const fix = parsed.nameFix;
  if (!fix) return null;
  const names = nameFixEdits(parsed, roles, edits);
  const count = Object.keys(names).length;
  if (count === 0) return null;
  return (
    <div className={styles.nameFix}>
      <p id="batch-name-fix">{fix.message}</p>
      <ul aria-label="For example">
        {fix.examples.map((example) => (
          <li key={example.before}>
            “{example.before}” becomes “{example.after}”
          </li>
        ))}
      </ul>
      <Button variant="secondary" aria-describedby="batch-name-fix" onClick={() => onNames(names)}>
        Fix {count === 1 ? '1 name' : `${formatCount(count)} names`}
      </Button>
    </div>
  );
}
