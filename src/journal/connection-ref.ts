// How a record (and a run to several venues) names a connection: a leaf, so the screens that
// store such a name do not load the journal's schemas with their first render.
import * as z from 'zod/mini';

const text = z.string();

/** The connection a call went to: what names it for a person, never its key. */
export const connectionRefSchema = z.object({
  id: text,
  name: text,
  organizationId: text,
  contextId: text,
  /** '' = the app's own origin. */
  baseUrl: text,
});
export type ConnectionRef = z.infer<typeof connectionRefSchema>;

/** The connection as a record names it: never its key. */
export function connectionRef(connection: ConnectionRef): ConnectionRef {
  const { id, name, organizationId, contextId, baseUrl } = connection;
  return { id, name, organizationId, contextId, baseUrl };
}
