// An entry as a record (and Recent entries) keeps it: its own small module, so the screens
// that keep an entry for a reload do not load every record's schema with their first screen.
import * as z from 'zod/mini';

/** A whitelisting entry as this browser knows it after a create or update. */
export const entryStateSchema = z.object({
  id: z.string(),
  mac: z.string(),
  name: z.string(),
  description: z.string(),
  /** null = permanent. */
  toDate: z.nullable(z.string()),
  tags: z.array(z.string()),
  creator: z.optional(z.string()),
});
export type EntryState = z.infer<typeof entryStateSchema>;

/** An entry with the last call that made or changed it: Recent entries' item. */
export const entryWithCallSchema = z.extend(entryStateSchema, {
  action: z.enum(['created', 'updated']),
  /** ISO time of that call. */
  at: z.string(),
});
