import type { SavedConnection } from '../../src/connection/storage.ts';

/** Two saved connections of one organization, as an earlier visit would have stored them. */
export const office: SavedConnection = {
  id: 'office',
  name: 'Office',
  baseUrl: '',
  organizationId: 'demo-org',
  contextId: 'demo-context',
  timeZone: 'Europe/Stockholm',
  // Not the default, so a form that shows it proves it read the saved value.
  chunkSize: 250,
  defaultPolicyId: '',
  rememberKey: false,
};

export const lobby: SavedConnection = {
  ...office,
  id: 'lobby',
  name: 'Lobby',
  contextId: 'lobby-context',
};
