import { useEffect, useState } from 'react';
import type { ConnectionFormValues } from './connection-schema.ts';

/** decisions.md "The sandbox's own demo data": names are part of the contract. */
export const SANDBOX_DEMO_VALUES: ConnectionFormValues = {
  name: 'Sandbox demo',
  baseUrl: '',
  organizationId: 'demo-org',
  contextId: 'demo-context',
  apiKey: 'demo-key',
  timeZone: 'Europe/Stockholm',
  chunkSize: '500',
  defaultPolicyId: '',
  rememberKey: false,
};

const HEALTH_PATH = '/_sandbox/health';
const DETECT_TIMEOUT_MS = 2_000;

/**
 * True when this origin serves the sandbox: its health check answers 200 with JSON. A plain
 * static server answers with index.html or 404, so the demo button stays hidden. Never throws.
 */
export async function detectSandbox(signal?: AbortSignal): Promise<boolean> {
  const timeout = AbortSignal.timeout(DETECT_TIMEOUT_MS);
  try {
    // Default Accept (*/*): a static server's SPA fallback then answers 200 with index.html
    // instead of a 404 that the browser would log in the console.
    const response = await fetch(new URL(HEALTH_PATH, window.location.origin), {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.status !== 200) return false;
    if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
    await response.json();
    return true;
  } catch {
    return false;
  }
}

/** Asks once per visit of the Connection screen; false until the sandbox has answered. */
export function useSandboxAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void detectSandbox(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setAvailable(answer);
    });
    return () => controller.abort();
  }, []);
  return available;
}
