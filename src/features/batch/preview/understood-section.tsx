import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { ColumnMapping } from './column-mapping.tsx';
import type { RowEdit } from '../check/check-model.ts';
import type { ColumnRole } from '../../../recognise/types.ts';
import { nameFixEdits } from '../check/name-fix.ts';
import type { RecognisedList } from '../../../recognise/types.ts';
import {
  leftOutWhy,
  macColumnsSentence,
  nameFixSentence,
  notDeviceSentence,
  noteSentence,
  repeatSentence,
  understoodSentence,
} from './understood-words.ts';
import tableStyles from '../../../ui/table.module.css';
import styles from '../batch.module.css';

const DELIMITER_WORDS: Record<RecognisedList['delimiter'], MessageDescriptor | null> = {
  ',': msg`Columns separated by commas`,
  ';': msg`Columns separated by semicolons`,
  '\t': msg`Columns separated by tabs (as copied from a spreadsheet)`,
  list: null,
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
  const { t, i18n } = useLingui();
  const table = parsed.family === 'table';
  const delimiter = DELIMITER_WORDS[parsed.delimiter];
  const columns =
    parsed.columnCount === 1 ? t`One column` : delimiter === null ? '' : i18n._(delimiter);
  const leftOut = parsed.leftOut;
  const notDevices = parsed.notDevices;
  return (
    <section aria-labelledby="batch-understood-title" className={styles.understood}>
      <h2 id="batch-understood-title">
        <Trans>What was understood</Trans>
      </h2>
      <p>{understoodSentence(parsed)}</p>
      {table ? (
        <p>
          {parsed.header
            ? t`${columns}; the first line is a header row and is not sent.`
            : t`${columns}; no header row: every line is a device.`}
        </p>
      ) : null}
      {parsed.notes.length > 0 ? (
        <ul>
          {parsed.notes.map((note) => (
            <li key={`${note.line}:${note.kind}`}>{noteSentence(note)}</li>
          ))}
        </ul>
      ) : null}
      {parsed.macColumns ? <p>{macColumnsSentence(parsed, parsed.macColumns)}</p> : null}
      <NameFixAction parsed={parsed} roles={roles} edits={edits} onNames={onNames} />
      {leftOut.count > 0 ? (
        <Disclosure
          summary={plural(leftOut.count, {
            one: 'Show the # line left out',
            other: 'Show the # lines left out',
          })}
        >
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>
              {leftOut.lines.length < leftOut.count ? (
                <FirstLines count={formatCount(leftOut.lines.length)} />
              ) : (
                <Trans>Lines left out</Trans>
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Line</Trans>
                </th>
                <th scope="col">
                  <Trans>Text</Trans>
                </th>
                <th scope="col">
                  <Trans>Why</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {leftOut.lines.map((line) => (
                <tr key={line.line}>
                  <th scope="row">{formatCount(line.line)}</th>
                  <td className={styles.leftOutText}>{line.text}</td>
                  <td>{leftOutWhy(line.why)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Disclosure>
      ) : null}
      <Repeats parsed={parsed} />
      {notDevices.count > 0 ? (
        <Disclosure
          summary={plural(notDevices.count, {
            one: 'Show the # address that are not devices',
            other: 'Show the # addresses that are not devices',
          })}
        >
          <ul>
            {notDevices.items.map(({ line, mac, reason }) => (
              <li key={`${line}:${mac}`}>
                <NotDeviceLine line={formatCount(line)} mac={mac} /> {notDeviceSentence(reason)}
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
  const { t } = useLingui();
  const { repeats, merged } = parsed;
  if (repeats.length === 0) return null;
  const list = (
    <ul aria-label={t`Lines that repeat a device`}>
      {repeats.map((repeat) => (
        <li key={`${repeat.line}:${repeat.mac}`}>{repeatSentence(repeat)}</li>
      ))}
    </ul>
  );
  if (merged.devices <= REPEATS_SHOWN) return list;
  const lines = formatCount(merged.rows);
  const devices = formatCount(merged.devices);
  return (
    <Disclosure summary={t`Show the ${lines} lines that repeat ${devices} devices`}>
      {repeats.length < merged.devices ? (
        <FirstDevices count={formatCount(repeats.length)} />
      ) : null}
      {list}
    </Disclosure>
  );
}

/** "Line 12: FF:FF:FF:FF:FF:FF." */
function NotDeviceLine({ line, mac }: { line: string; mac: string }) {
  return (
    <Trans>
      Line {line}: {mac}.
    </Trans>
  );
}

/** The caption of the lines left out, when only the first of them are kept. */
function FirstLines({ count }: { count: string }) {
  return <Trans>Lines left out (the first {count})</Trans>;
}

function FirstDevices({ count }: { count: string }) {
  return (
    <p>
      <Trans>The first {count} devices:</Trans>
    </p>
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
  const { t } = useLingui();
  const fix = parsed.nameFix;
  if (!fix) return null;
  const names = nameFixEdits(parsed, roles, edits);
  const count = Object.keys(names).length;
  if (count === 0) return null;
  return (
    <div className={styles.nameFix}>
      <p id="batch-name-fix">{nameFixSentence(fix)}</p>
      <ul aria-label={t`For example`}>
        {fix.examples.map(({ before, after }) => (
          <li key={before}>
            <Trans>
              “{before}” becomes “{after}”
            </Trans>
          </li>
        ))}
      </ul>
      <Button variant="secondary" aria-describedby="batch-name-fix" onClick={() => onNames(names)}>
        <Plural value={count} one="Fix # name" other="Fix # names" />
      </Button>
    </div>
  );
}
