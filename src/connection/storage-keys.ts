// Where connections are kept in Web Storage: its own module, imported by storage.ts and by the
// browser tests that seed saved connections (which cannot load the app's worded modules).

/** One versioned key per kind of data; a new format gets a new key instead of a migration guess. */
export const STORAGE_KEYS = {
  /** localStorage: `{ version: 1, connections: [...] }` */
  connections: 'sign-in-admin.connections.v1',
  /** localStorage: the connection chosen last in any tab; only where a new tab starts. */
  activeId: 'sign-in-admin.active-connection.v1',
  /**
   * sessionStorage: the connection this tab uses. Per tab, so that a switch in one tab never
   * sends another tab's requests (a running batch, say) to a different venue.
   */
  tabActiveId: 'sign-in-admin.tab-active-connection.v1',
  /** sessionStorage (this tab) or, when remembered, localStorage: `{ [connectionId]: key }` */
  apiKeys: 'sign-in-admin.api-keys.v1',
} as const;
