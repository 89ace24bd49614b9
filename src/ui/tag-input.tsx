import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { dedupeTags, tagProblem } from '../api/rules.ts';
import { Field } from './field.tsx';
import { useAnnounce } from './live-region.tsx';
import styles from './tag-input.module.css';

export interface TagInputProps {
  /** The text input's id (its label points here; the error summary links to it). */
  id: string;
  /** Visible label, like "Tags"; also names the list of chips ("Tags added"). */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A message about the list as a whole. */
  error?: string | undefined;
  /** Messages per chip from the form or the server (`tags[1].value` lands on chip 2). */
  chipErrors?: readonly (string | undefined)[] | undefined;
  /** The id of chip `index`: the error summary links there. */
  chipId: (index: number) => string;
}

/** Splits typed or pasted text on commas; trims each part (the API takes values as sent). */
export function splitTagText(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Adds texts to a tag list: duplicates folded case-insensitively, the first spelling kept
 * (api/rules dedupeTags). Returns the new list and what was added and left out.
 */
export function addTags(
  current: readonly string[],
  texts: readonly string[],
): { tags: string[]; added: string[]; duplicates: string[] } {
  const tags = dedupeTags(current.map((value) => ({ value }))).map((tag) => tag.value);
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  const added: string[] = [];
  const duplicates: string[] = [];
  for (const text of texts) {
    const key = text.toLowerCase();
    if (seen.has(key)) duplicates.push(text);
    else {
      seen.add(key);
      added.push(text);
    }
  }
  return { tags: [...tags, ...added], added, duplicates };
}

/**
 * Chips for a list of short values (tags). Enter or a comma adds what was typed (Enter never
 * submits the form from here), Backspace in the empty input removes the last chip, each chip
 * has a remove button. Text still in the input when it loses focus is added, so nothing typed
 * is lost when the form is submitted. Each chip shows its own problem.
 */
export function TagInput({
  id,
  label,
  hint,
  optional,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  chipErrors,
  chipId,
}: TagInputProps) {
  const { t } = useLingui();
  const announce = useAnnounce();
  const [text, setText] = useState('');
  const listLabel = t`${label} added`;

  function add(texts: readonly string[]) {
    if (texts.length === 0) return;
    const { tags, added, duplicates } = addTags(value, texts);
    if (added.length > 0) onChange(tags);
    const said: string[] = [];
    for (const tag of added) {
      const problem = tagProblem(tag);
      said.push(problem ? t`Added tag ${tag}. ${problem}.` : t`Added tag ${tag}.`);
    }
    for (const tag of duplicates) said.push(t`${tag} is already in the list.`);
    announce(said.join(' '));
  }

  function commitText() {
    add(splitTagText(text));
    setText('');
  }

  function remove(index: number) {
    const tag = value[index];
    if (tag === undefined) return;
    onChange(value.filter((_, i) => i !== index));
    announce(t`Removed tag ${tag}.`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitText();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  }

  function onTextChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    // A paste like "printer, lobby, floor 3": everything before the last comma becomes chips.
    const lastComma = next.lastIndexOf(',');
    if (lastComma === -1) {
      setText(next);
      return;
    }
    add(splitTagText(next.slice(0, lastComma)));
    setText(next.slice(lastComma + 1).trimStart());
  }

  function removeByButton(index: number) {
    remove(index);
    // The button is gone: the input is where the person carries on.
    document.getElementById(id)?.focus();
  }

  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error} width="wide">
      {(control) => (
        <div className={styles.box}>
          {value.length > 0 ? (
            <ul className={styles.chips} aria-label={listLabel}>
              {value.map((tag, index) => {
                const problem = chipErrors?.[index] ?? tagProblem(tag);
                const errorId = `${chipId(index)}-error`;
                return (
                  <li
                    key={`${index}:${tag}`}
                    id={chipId(index)}
                    tabIndex={-1}
                    className={problem ? `${styles.chip} ${styles.invalid}` : styles.chip}
                  >
                    <span className={styles.value}>{tag}</span>
                    {problem ? (
                      <span id={errorId} className={styles.error}>
                        <span className="visually-hidden">
                          <Trans>Error:</Trans>
                        </span>{' '}
                        {problem}
                      </span>
                    ) : null}
                    <button
                      type="button"
                      className={styles.remove}
                      aria-describedby={problem ? errorId : undefined}
                      onClick={() => removeByButton(index)}
                    >
                      {/* The name is the hidden text, not an aria-label, so the visible × is no mismatch. */}
                      <span aria-hidden="true">×</span>
                      <span className="visually-hidden">
                        <Trans>Remove tag {tag}</Trans>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <input
            type="text"
            ref={inputRef}
            name={name}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="enter"
            {...control}
            value={text}
            onChange={onTextChange}
            onKeyDown={onKeyDown}
            onBlur={() => {
              commitText();
              onBlur?.();
            }}
          />
        </div>
      )}
    </Field>
  );
}
