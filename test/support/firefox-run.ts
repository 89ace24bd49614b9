// What the Firefox suite's global setup shares with its test files.

/** Firefox and the app's URL, or why the suite is skipped. */
export type FirefoxRun = { executablePath: string; baseURL: string } | { skipped: string };

declare module 'vitest' {
  export interface ProvidedContext {
    firefoxRun: FirefoxRun;
  }
}
