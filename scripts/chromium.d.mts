// Types for scripts/chromium.mjs, which playwright.config.ts imports.
export declare const chromiumArgs: string[];
export declare const installHint: string;
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string | undefined;
export declare function findTestChromium(): string | undefined;
