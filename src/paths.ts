// Every route path, and every link with a query, built and read in one place. Imports nothing:
// the bottom of the app, so any layer may use it.

export const PATHS = {
  add: '/add',
  batch: '/batch',
  edit: '/edit',
  policy: '/policy',
  activity: '/activity',
  connection: '/connection',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Edit device opened on one entry: `/edit?id=…`. */
export function editEntryHref(id: string): string {
  return `${PATHS.edit}?${new URLSearchParams({ id }).toString()}`;
}

/** The entry ID an Edit device link carries (`?id=…`), or undefined; `search` as wouter's useSearch gives it. */
export function editEntryIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get('id')?.trim();
  return id ? id : undefined;
}
