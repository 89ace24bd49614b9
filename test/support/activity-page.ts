// What the Activity screen tests share: its records as a person finds and opens them, the
// journal seeded before the screen opens, and the accessibility check.
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ConnectionStorages } from '../../src/connection/storage.ts';
import { openActivityDb, type StoredEntry } from '../../src/journal/journal-db.ts';
import type { ActivityRecord, BatchRow } from '../../src/journal/journal-record.ts';
import { recordActivity } from '../../src/journal/journal-store.ts';
import type { renderScreen } from './render-screen.tsx';

/** One write of a record with what goes with it, as the screens make them. */
export interface Seeded {
  record: ActivityRecord;
  rows?: BatchRow[];
  entries?: StoredEntry[];
}

/** Writes records into the test's IndexedDB, as the screens would have, before rendering. */
export async function seed(storages: ConnectionStorages, writes: readonly Seeded[]): Promise<void> {
  if (!storages.indexedDB) throw new Error('these storages have no IndexedDB');
  const db = await openActivityDb(storages.indexedDB);
  try {
    for (const { record, rows, entries } of writes) {
      await recordActivity(db, record, { rows, entries });
    }
  } finally {
    db.close();
  }
}

/**
 * The records shown, in order: each is a <details> (role group, no name, unlike the Kind
 * fieldset) whose text, closed, is its one line.
 */
export const records = () => screen.queryAllByRole('group', { name: '' });

/** The record whose line says `what`. */
export function record(what: string): HTMLElement {
  const matches = records().filter((details) => within(details).queryByText(what) !== null);
  expect(matches).toHaveLength(1);
  return matches[0]!;
}

/** Opens a record by clicking its line, as a person does. */
export async function openRecord(user: ReturnType<typeof renderScreen>['user'], what: string) {
  await user.click(screen.getByText(what));
  const details = record(what);
  await waitFor(() => expect(details).toHaveAttribute('open'));
  // The details load with the first record opened.
  await within(details).findByText('When');
  return details;
}

export async function expectNoAxeViolations() {
  // No layout in jsdom: contrast is for the real-browser checks.
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
