import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ClipboardEvent, type DragEvent } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { Field } from '../../../ui/field.tsx';
import { listParts } from '../on-demand-parts.ts';
import type { BinaryFormat } from './decode-file.ts';
import { notTextProblem, unreadableFile } from './input-words.ts';
import styles from '../batch.module.css';

/** Why a chosen file gave no text: it is none, or the browser could not read it. */
type FileProblem =
  { name: string; looksLike: BinaryFormat | null } | { name: string; unread: true };

function fileProblemWords(problem: FileProblem): string {
  return 'unread' in problem
    ? unreadableFile(problem.name)
    : notTextProblem(problem.name, problem.looksLike);
}

/**
 * The picker offers every file: lists come as .csv, .txt, .leases, .log, .json, .xml, .plist or
 * no extension at all, so what a file holds decides (decode-file.ts refuses what is no text).
 */

/**
 * A text longer than this (about 2,500 rows) is held, not shown in the box: a textarea lays out
 * all of its text at once (100 ms for 10,000 rows, a second for 100,000), and such a list is
 * read and edited in the preview anyway.
 */
export const LARGE_TEXT = 100_000;

function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export interface PasteInputProps {
  text: string;
  /** The pasted or typed text, or a file's content; `source` names the file. */
  onText: (text: string, source: string | null) => void;
  /** The file the text came from, if it came from one. */
  source: string | null;
  disabled?: boolean;
}

/**
 * "Paste rows": a textarea, plus a file picker that doubles as a drop zone. A file's content
 * replaces the pasted text (and shows in the box, so it can be edited like a paste).
 */
export function PasteInput({ text, onText, source, disabled }: PasteInputProps) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState(false);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);

  async function readFile(file: File | undefined) {
    if (!file) return;
    setFileProblem(null);
    try {
      const [bytes, parts] = await Promise.all([file.arrayBuffer(), listParts.load()]);
      const decoded = await parts.decodeInBackground(bytes);
      if (decoded.ok) onText(decoded.text, file.name);
      else setFileProblem({ name: file.name, looksLike: decoded.looksLike });
    } catch {
      setFileProblem({ name: file.name, unread: true });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void readFile(event.dataTransfer.files[0]);
  }

  // A large paste goes straight to the list instead of into the box.
  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length <= LARGE_TEXT) return;
    event.preventDefault();
    setFileProblem(null);
    onText(pasted, null);
  }

  const held = text.length > LARGE_TEXT;
  // Counted once per text: 20 MB take 10 ms, too much for every render of the screen.
  const heldLines = useMemo(() => (held ? lineCount(text) : 0), [held, text]);
  return (
    <div className={styles.input}>
      <Field
        id="batch-paste"
        label={t`Paste rows`}
        hint={
          <>
            <Trans>
              One device per line: a MAC address, then name, description and tags if you have them.
              Copy straight from a spreadsheet, a CSV file or an email; a header row is recognised.
            </Trans>
            {held ? (
              <strong className={styles.held}>
                {' '}
                <HeldWords lines={heldLines} source={source} />
              </strong>
            ) : null}
          </>
        }
        error={fileProblem ? fileProblemWords(fileProblem) : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.paste}
            value={held ? '' : text}
            onPaste={onPaste}
            spellCheck={false}
            autoComplete="off"
            wrap="off"
            rows={8}
            disabled={disabled}
            onChange={(event) => onText(event.target.value, null)}
          />
        )}
      </Field>
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="batch-file" className={styles.dropLabel}>
          <Trans>
            Or choose a file (a spreadsheet saved as CSV, a lease file, saved command output), or
            drop it here
          </Trans>
        </label>
        <input
          id="batch-file"
          type="file"
          disabled={disabled}
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            // The same file chosen again (after editing it) is read again.
            event.target.value = '';
          }}
        />
        {source ? (
          <p className={styles.muted}>
            <Trans>Read from {source}.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** "12,000 lines from leases.csv are held: …", for a text too long to show in the box. */
function HeldWords({ lines, source }: { lines: number; source: string | null }) {
  const count = formatCount(lines);
  return source ? (
    <Trans>
      {count} lines from {source} are held: too long to show in this box, they are checked and
      edited in the preview below. Typing or pasting here replaces them.
    </Trans>
  ) : (
    <Trans>
      {count} lines pasted are held: too long to show in this box, they are checked and edited in
      the preview below. Typing or pasting here replaces them.
    </Trans>
  );
}
