// A request held on its way: the msw handler waits until the test lets it go, then forwards it
// to the sandbox. What a test reads meanwhile is what the app did before the answer came.
import { http } from 'msw';
import { onTestFinished } from 'vitest';
import { server, testSandbox } from './msw-server.ts';

export interface HeldRequests {
  /** How many requests reached the handler. */
  readonly count: () => number;
  /** Resolves once the first request reached the handler (it has left the app). */
  readonly arrived: Promise<void>;
  /** Lets every request held so far, and every later one, go on to the sandbox. */
  readonly release: () => void;
}

/**
 * Holds every `method` request to `url` until `release()`; released at the latest when the test
 * ends. Then the sandbox answers, or `answer` instead (a fault).
 */
export function holdRequests(
  method: 'post' | 'put' | 'delete',
  url: string,
  answer?: () => Response,
): HeldRequests {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let count = 0;
  server.use(
    http[method](url, async ({ request }) => {
      count += 1;
      // This test's sandbox: a request let go after the test ended never makes the next one's.
      const sandbox = testSandbox();
      arrive();
      await released;
      return answer ? answer() : sandbox.fetch(request);
    }),
  );
  // A test that fails while a request is held lets it go, so no call stays in flight.
  onTestFinished(() => release());
  return { count: () => count, arrived, release };
}
