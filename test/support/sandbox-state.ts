// What the sandbox holds, read from Node through its state endpoint (README: "Sandbox demo
// credentials"); the app never reads it.
import * as z from 'zod/mini';
import { SEED } from '../../src/sandbox/seed.ts';

const stateSchema = z.object({
  whitelistings: z.array(
    z.object({
      id: z.string(),
      mac: z.string(),
      name: z.nullable(z.string()),
      toDate: z.nullable(z.string()),
      tags: z.array(z.object({ value: z.string() })),
      creator: z.string(),
    }),
  ),
  guestSessions: z.array(
    z.object({ mac: z.nullable(z.string()), email: z.nullable(z.string()), state: z.string() }),
  ),
});

export type SandboxState = z.infer<typeof stateSchema>;

/** demo-context's whitelist entries and guest sessions now. */
export async function sandboxState(baseURL: string): Promise<SandboxState> {
  const path = `/_sandbox/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.demo.contextId}/state`;
  const response = await fetch(new URL(path, baseURL), {
    headers: { 'x-auth-token': SEED.demo.key },
  });
  if (!response.ok) throw new Error(`The sandbox's state answered ${response.status}`);
  return stateSchema.parse(await response.json());
}

/** The entry stored for `mac`, if any. */
export async function storedEntry(baseURL: string, mac: string) {
  return (await sandboxState(baseURL)).whitelistings.find((entry) => entry.mac === mac);
}
