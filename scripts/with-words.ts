// Runs a script (argv[2]) through Vite with Lingui's macro, in English: the app's modules word
// their messages with it (`t`, `plural`), which plain Node and tsx cannot run. For npm run bench.
import { resolve } from 'node:path';
import { i18n } from '@lingui/core';
import { lingui } from '@lingui/vite-plugin';
import { runnerImport } from 'vite';
import { linguiMacro } from './lingui-macro-plugin.ts';

const script = process.argv[2];
if (!script) throw new Error('usage: tsx scripts/with-words.ts <script.ts>');
// The source's English stands in for the catalog, as in the unit tests.
i18n.loadAndActivate({ locale: 'en', messages: {} });
await runnerImport(resolve(script), {
  configFile: false,
  logLevel: 'warn',
  plugins: [linguiMacro(), lingui()],
});
