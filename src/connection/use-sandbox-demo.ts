import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { emptyConnectionForm, type ConnectionFormValues } from './connection-schema.ts';

const HEALTH_PATH = '/_sandbox/health';
const DETECT_TIMEOUT_MS = 2_000;

/** A venue as the sandbox names it (its demo, and every venue it holds). */
export const venueSchema = z.object({
  organizationId: z.string(),
  contextId: z.string(),
  apiKey: z.string(),
  timeZone: z.string(),
  accessPolicyId: z.optional(z.string()),
});
type Venue = z.infer<typeof venueSchema>;

/** The sandbox names its own demo data (docs/decisions.md), so the app never retypes it. */
const healthSchema = z.object({
  sandbox: z.literal(true),
  demo: venueSchema,
  /** Every seeded venue, read when saved (save-sandbox-venues.tsx); an older sandbox has none. */
  venues: z.optional(z.array(z.unknown())),
});

export interface SandboxDemo {
  /** The demo connection: what "Use sandbox demo" fills in. */
  demo: ConnectionFormValues;
  /** Every venue the sandbox holds, as it says them: what "Save all" reads and saves. */
  venues: unknown[];
}

export function formOf(venue: Venue, name: string): ConnectionFormValues {
  return {
    ...emptyConnectionForm(),
    name,
    baseUrl: '',
    organizationId: venue.organizationId,
    contextId: venue.contextId,
    apiKey: venue.apiKey,
    timeZone: venue.timeZone,
    defaultPolicyId: venue.accessPolicyId ?? '',
  };
}

/**
 * The demo connection when this origin serves the sandbox: its health check answers 200 with
 * JSON naming the demo data. A plain static server answers with index.html or 404, so the
 * demo button stays hidden. Never throws.
 */
export async function detectSandbox(signal?: AbortSignal): Promise<SandboxDemo | null> {
  const timeout = AbortSignal.timeout(DETECT_TIMEOUT_MS);
  try {
    // Default Accept (*/*): a static server's SPA fallback then answers 200 with index.html
    // instead of a 404 that the browser would log in the console.
    const response = await fetch(new URL(HEALTH_PATH, window.location.origin), {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.status !== 200) return null;
    if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
    const health = healthSchema.safeParse(await response.json());
    if (!health.success) return null;
    const { demo, venues = [] } = health.data;
    return { demo: formOf(demo, 'Sandbox demo'), venues };
  } catch {
    return null;
  }
}

/**
 * Asks once per visit of the Connection screen; null until (unless) the sandbox answers. With
 * several venues, `whenSeveral` (what shows them) is awaited first, so all of it shows at once.
 */
export function useSandboxDemo(whenSeveral?: () => Promise<unknown>): SandboxDemo | null {
  const [demo, setDemo] = useState<SandboxDemo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void detectSandbox(controller.signal).then(async (answer) => {
      if (answer && answer.venues.length > 1 && whenSeveral) {
        // Not loaded: the demo alone is offered.
        await whenSeveral().catch(() => undefined);
      }
      if (!controller.signal.aborted) setDemo(answer);
    });
    return () => controller.abort();
  }, [whenSeveral]);
  return demo;
}
