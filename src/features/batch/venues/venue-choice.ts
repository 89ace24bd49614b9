// "Send to" (issue 24), what the screen knows before the list's and the run's code loads.
import type { StoredConnection } from '../../../connection/storage.ts';

/** The venues chosen, in the order of the saved connections; the one in use when none is. */
export function chosenVenues(
  connections: readonly StoredConnection[],
  activeId: string,
  sendTo: readonly string[] | undefined,
): StoredConnection[] {
  const ids = new Set(sendTo ?? [activeId]);
  return connections.filter((connection) => ids.has(connection.id));
}

/** Whether the choice is anything but the connection in use alone (as before venues). */
export function severalVenues(chosen: readonly StoredConnection[], activeId: string): boolean {
  return !(chosen.length === 1 && chosen[0]?.id === activeId);
}

/** What Send to several venues asks first: the keys this tab lacks, then a confirmation. */
export type VenueStep = 'keys' | 'confirm' | null;
