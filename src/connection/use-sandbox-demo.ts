import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { emptyConnectionForm, type ConnectionFormValues } from './connection-schema.ts';

const HEALTH_PATH = '/_sandbox/health';
const DETECT_TIMEOUT_MS = 2_000;

/** The sandbox names its own demo data (docs/decisions.md), so the app never retypes it. */
const healthSchema = z.object({
  sandbox: z.literal(true),
  demo: z.object({
    organizationId: z.string(),
    contextId: z.string(),
    apiKey: z.string(),
    timeZone: z.string(),
    accessPolicyId: z.optional(z.string()),
  }),
});

/**
 * The demo connection when this origin serves the sandbox: its health check answers 200 with
 * JSON naming the demo data. A plain static server answers with index.html or 404, so the
 * demo button stays hidden. Never throws.
 */
export async function detectSandbox(signal?: AbortSignal): Promise<ConnectionFormValues | null> {
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
    const { demo } = health.data;
    return {
      ...emptyConnectionForm(),
      name: 'Sandbox demo',
      baseUrl: '',
      organizationId: demo.organizationId,
      contextId: demo.contextId,
      apiKey: demo.apiKey,
      timeZone: demo.timeZone,
      defaultPolicyId: demo.accessPolicyId ?? '',
    };
  } catch {
    return null;
  }
}

/** Asks once per visit of the Connection screen; null until (unless) the sandbox answers. */
export function useSandboxDemo(): ConnectionFormValues | null {
  const [demo, setDemo] = useState<ConnectionFormValues | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void detectSandbox(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setDemo(answer);
    });
    return () => controller.abort();
  }, []);
  return demo;
}
