import type { ConnectionFormValues } from './connection-schema.ts';
import type { ConnectionSettings } from './storage.ts';

/** The form's text values for saved settings and the key this tab has ('' when none). */
export function formValuesOf(
  connection: ConnectionSettings & { apiKey: string | undefined },
): ConnectionFormValues {
  return {
    name: connection.name,
    baseUrl: connection.baseUrl,
    organizationId: connection.organizationId,
    contextId: connection.contextId,
    apiKey: connection.apiKey ?? '',
    timeZone: connection.timeZone,
    chunkSize: String(connection.chunkSize),
    defaultPolicyId: connection.defaultPolicyId,
    rememberKey: connection.rememberKey,
  };
}
