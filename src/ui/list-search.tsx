import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../lib/format.ts';
import { Field } from './field.tsx';
import styles from './list-search.module.css';

export interface ListSearchProps {
  id: string;
  label: string;
  hint?: string;
  query: string;
  onQuery: (query: string) => void;
  /** How many items there are, and how many match the query. */
  total: number;
  found: number;
  /** How many are shown at most, and what the person is told when more match (in words). */
  shown: number;
  moreWords: string;
}

/**
 * A search box over a list and its status line ("3 of 12 entries match, the first 20 shown:
 * filter to narrow"), announced as it changes.
 */
export function ListSearch({
  id,
  label,
  hint,
  query,
  onQuery,
  total,
  found,
  shown,
  moreWords,
}: ListSearchProps) {
  const { t } = useLingui();
  const matching = formatCount(found);
  const status =
    found === total
      ? t`${plural(total, { one: '# entry', other: '# entries' })}`
      : t`${plural(total, { one: `${matching} of # entry match`, other: `${matching} of # entries match` })}`;
  return (
    <>
      <Field id={id} label={label} hint={hint} width="medium">
        {(props) => (
          <input
            type="search"
            autoComplete="off"
            {...props}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
          />
        )}
      </Field>
      <p role="status" className={styles.status}>
        {status}
        {found > shown ? `, ${moreWords}` : ''}
      </p>
    </>
  );
}
