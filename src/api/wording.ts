// Small pieces of wording shared by the app's messages and the sandbox's.

/** "a; b; c; and 4 more": the first `shown` items, then how many were left out. */
export function firstAndMore(items: readonly string[], shown: number, separator = '; '): string {
  const listed = items.slice(0, shown);
  const more = items.length - listed.length;
  return listed.join(separator) + (more > 0 ? `${separator}and ${more} more` : '');
}
