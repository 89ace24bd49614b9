// Drafts: what a person typed on a screen, kept until the work is done (DESIGN.md "Nothing a
// person typed is lost"). Per connection, and in sessionStorage, so per tab: a reload keeps it,
// and a second tab never overwrites this tab's draft. Pure: the Storage is passed in.
import type * as z from 'zod/mini';
import { readJson, writeJson, writeText } from '../lib/web-storage.ts';

/** One versioned key per screen and connection. */
export function draftKey(screen: string, connectionId: string): string {
  return `sign-in-admin.draft.${screen}.v1.${connectionId}`;
}

/** The stored draft if it parses with the screen's schema; anything else is ignored. */
export function readDraft<T>(
  storage: Storage | undefined,
  key: string,
  schema: z.ZodMiniType<T>,
): T | undefined {
  const json = readJson(storage, key);
  if (json === undefined) return undefined;
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** False when the browser refused (storage disabled or full): the screen may say so. */
export function writeDraft(storage: Storage | undefined, key: string, value: unknown): boolean {
  return writeJson(storage, key, value);
}

export function clearDraft(storage: Storage | undefined, key: string): void {
  // A storage that cannot be written holds no draft either: nothing to report.
  writeText(storage, key, null);
}
