/** How a connection is named where space is short: "organization / context". */
export function connectionLabel(connection: { organizationId: string; contextId: string }): string {
  return `${connection.organizationId} / ${connection.contextId}`;
}
