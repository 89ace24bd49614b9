// What the Firefox tests share about the app: a saved sandbox connection and a screen opened.
import { expect } from 'vitest';
import { click, fill, find, isFocused } from './aria.ts';
import type { Tab } from './firefox.ts';

/**
 * Saves the sandbox demo connection as a person does on Connection (Use sandbox demo, Save),
 * with `chunkSize` as the batch chunk size when given, and waits until it is confirmed.
 */
export async function connect({ page, goto }: Tab, { chunkSize }: { chunkSize?: number } = {}) {
  await goto('/connection');
  await click(page, 'button', 'Use sandbox demo');
  if (chunkSize !== undefined) await fill(page, 'textbox', 'Batch chunk size', String(chunkSize));
  await click(page, 'button', 'Save connection');
  await find(page, 'heading', 'Connection saved');
}

/** Opens `path` and waits for the screen's heading (a lazy screen renders after navigation). */
export async function openScreen({ page, goto }: Tab, path: string, heading: string) {
  await goto(path);
  return find(page, 'heading', heading);
}

/** Waits until the heading named `name` is shown and has the focus, as a result takes it. */
export async function expectFocusedHeading({ page }: Tab, name: string) {
  const heading = await find(page, 'heading', name);
  await expect.poll(() => isFocused(heading), { timeout: 5_000 }).toBe(true);
  return heading;
}
