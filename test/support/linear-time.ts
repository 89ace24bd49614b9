// Whether a reader's time grows linearly with its input: the time of an input eight times as long
// over the time of the input, about 8 when linear and 64 when quadratic. The checks live in files
// named *.timing.test.ts, which vitest runs alone after the other tests (vitest.config.ts): a
// test file in another worker on a 2-core machine slows one of the two times and not the other.

/** The fastest of a few runs: the least disturbed by other work on a busy machine. */
export function fastestTime(work: () => unknown, runs = 4): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/**
 * How much longer `read` takes on `unit` repeated to about `size` characters, eight times over,
 * than once; the shorter time counts as at least `floorMs`, so a timer's resolution cannot make
 * a tiny time look like growth.
 */
export function growth(
  read: (text: string) => unknown,
  unit: string,
  { size, floorMs }: { size: number; floorMs: number },
): number {
  const small = unit.repeat(Math.max(1, Math.ceil(size / unit.length)));
  const large = small.repeat(8);
  read(small); // warm up
  return (
    fastestTime(() => read(large)) /
    Math.max(
      fastestTime(() => read(small)),
      floorMs,
    )
  );
}
