// The layering of DESIGN.md "Layout" is kept by ESLint (eslint.config.js): each case here is an
// import that must be refused where it stands and accepted where the layering allows it.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();
// The first lint loads the config and its plugins: seconds on a busy machine, so not in a test.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/api/warm-up.ts' }), 60_000);

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).some(
    (message) =>
      message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
  );
}

describe('import boundaries', () => {
  it.each([
    // api: the contract, shared with the sandbox: no React, nothing above it.
    ['src/api/rules.ts', "import { useState } from 'react';"],
    ['src/api/rules.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/api/rules.ts', "import { SEED } from '../sandbox/seed.ts';"],
    ['src/api/rules.ts', "import { PATHS } from '../paths.ts';"],
    ['src/api/rules.ts', "import { readJson } from '../lib/web-storage.ts';"],
    // paths.ts imports nothing at all.
    ['src/paths.ts', "import { LIMITS } from './api/rules.ts';"],
    ['src/paths.ts', "export { LIMITS } from './api/rules.ts';"],
    // lib: no domain, nothing above it.
    ['src/lib/web-storage.ts', "import { macProblem } from '../api/rules.ts';"],
    ['src/lib/web-storage.ts', "import { Field } from '../ui/field.tsx';"],
    // the sandbox: api only.
    ['src/sandbox/store.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/sandbox/routes/policies.ts', "import { useDraft } from '../../drafts/use-draft.ts';"],
    ['src/sandbox/store.ts', "import { useQuery } from '@tanstack/react-query';"],
    ['src/sandbox/store.ts', "import { readJson } from '../lib/web-storage.ts';"],
    // ui and device-maker: below the connection and everything that uses it.
    ['src/ui/field.tsx', "import { useDraft } from '../drafts/use-draft.ts';"],
    ['src/ui/field.tsx', "import { useConnection } from '../connection/connection-context.tsx';"],
    ['src/ui/field.tsx', "import { x } from '../features/batch/parse.ts';"],
    ['src/ui/field.tsx', "import { ROUTES } from '../app/routes.ts';"],
    ['src/ui/field.tsx', "import { lookup } from '../device-maker/lookup.ts';"],
    ['src/device-maker/lookup.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/device-maker/lookup.ts', "import { x } from '../features/batch/parse.ts';"],
    [
      'src/device-maker/lookup.ts',
      "import { useConnection } from '../connection/connection-context.tsx';",
    ],
    // recognise: pure, run in the parse worker; only the batch reader imports its code.
    ['src/recognise/scan.ts', "import { useState } from 'react';"],
    ['src/recognise/scan.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/recognise/scan.ts', "import { lookup } from '../device-maker/lookup.ts';"],
    ['src/recognise/scan.ts', "import { x } from '../features/batch/check/check-model.ts';"],
    [
      'src/recognise/scan.ts',
      "import { useConnection } from '../connection/connection-context.tsx';",
    ],
    ['src/ui/field.tsx', "import { scanText } from '../recognise/scan.ts';"],
    ['src/features/batch/check/check-rows.ts', "import { x } from '../../../recognise/names.ts';"],
    [
      'src/features/batch/input/parse.worker.ts',
      "import { x } from '../../../recognise/recognise-list.ts';",
    ],
    ['src/features/activity/a.ts', "import { x } from '../../recognise/table.ts';"],
    ['src/app/app.tsx', "import { recogniseList } from '../recognise/recognise-list.ts';"],
    // the data grid is ui: it knows no feature.
    [
      'src/ui/data-grid/virtual-table.tsx',
      "import { x } from '../../features/batch/check/check-model.ts';",
    ],
    [
      'src/ui/data-grid/virtual-table.tsx',
      "import { x } from '../../results/batch/batch-rows.ts';",
    ],
    // the batch results view is shared: it knows no feature, and nothing below it knows it.
    [
      'src/results/batch/batch-result-rows.tsx',
      "import { x } from '../../features/batch/check/check-model.ts';",
    ],
    [
      'src/results/batch/batch-rows.ts',
      "import { x } from '../../features/activity/batch-record-view.tsx';",
    ],
    ['src/journal/journal-record.ts', "import { x } from '../results/batch/batch-rows.ts';"],
    [
      'src/device-maker/maker-line.tsx',
      "import { x } from '../results/batch/batch-result-rows.tsx';",
    ],
    // batch's folders are one feature: they import no other from any depth.
    ['src/features/batch/run/run-batch.ts', "import { x } from '../../activity/a.ts';"],
    // connection: the connection only, below what the screens share.
    ['src/connection/storage.ts', "import { x } from '../features/batch/parse.ts';"],
    ['src/connection/storage.ts', "import { useDraft } from '../drafts/use-draft.ts';"],
    ['src/connection/storage.ts', "import { x } from '../entries/recent-entries.ts';"],
    ['src/connection/require-connection.tsx', "import { ROUTES } from '../app/routes.ts';"],
    ['src/connection/storage.ts', "import { SEED } from '../sandbox/seed.ts';"],
    // journal: the record of changes, below what the screens share and above the connection.
    ['src/journal/journal-db.ts', "import { x } from '../entries/recent-entries.ts';"],
    ['src/journal/journal-db.ts', "import { useDraft } from '../drafts/use-draft.ts';"],
    ['src/journal/journal-db.ts', "import { x } from '../features/activity/a.ts';"],
    ['src/connection/storage.ts', "import { x } from '../journal/journal-db.ts';"],
    // entries and drafts: below the features, beside each other.
    ['src/entries/recent-entries.ts', "import { x } from '../features/whitelisting/a.ts';"],
    ['src/entries/recent-entries.ts', "import { useDraft } from '../drafts/use-draft.ts';"],
    ['src/drafts/use-draft.ts', "import { x } from '../entries/recent-entries.ts';"],
    ['src/drafts/use-draft.ts', "import { ROUTES } from '../app/routes.ts';"],
    // features: never each other, never the app.
    ['src/features/batch/parse.ts', "import { x } from '../whitelisting/expiry.ts';"],
    ['src/features/policy-emails/a.ts', "import { x } from '../batch/csv.ts';"],
    ['src/features/batch/batch-screen.tsx', "import { ROUTES } from '../../app/routes.ts';"],
    ['src/features/batch/a.ts', "import { SEED } from '../../sandbox/seed.ts';"],
    ['src/features/activity/a.ts', "import { x } from '../batch/batch-results.ts';"],
    ['src/features/batch/a.ts', "import { x } from '../activity/a.ts';"],
    ['src/results/a.ts', "import { x } from '../features/policy-emails/outcome.ts';"],
    // app: the top, but still never the sandbox.
    ['src/app/app.tsx', "import { SEED } from '../sandbox/seed.ts';"],
  ])('refuses in %s: %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['src/sandbox/store.ts', "import { macProblem } from '../api/rules.ts';"],
    ['src/sandbox/routes/policies.ts', "import { emailCovers } from '../../api/rules.ts';"],
    ['src/ui/field.tsx', "import { fieldPath } from '../api/field-path.ts';"],
    ['src/ui/field.tsx', "import { readJson } from '../lib/web-storage.ts';"],
    ['src/ui/field.tsx', "import { PATHS } from '../paths.ts';"],
    ['src/device-maker/lookup.ts', "import { normalizeMac } from '../api/normalize.ts';"],
    ['src/connection/storage.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/connection/storage.ts', "import { readJson } from '../lib/web-storage.ts';"],
    [
      'src/entries/use-recent-entries.ts',
      "import { useConnection } from '../connection/connection-context.tsx';",
    ],
    [
      'src/drafts/use-draft.ts',
      "import { useReadyConnection } from '../connection/require-connection.tsx';",
    ],
    ['src/features/batch/parse.ts', "import { useDraft } from '../../drafts/use-draft.ts';"],
    [
      'src/features/batch/parse.ts',
      "import { x } from '../../entries/use-create-whitelisting.ts';",
    ],
    ['src/features/batch/parse.ts', "import { toCsv } from './csv.ts';"],
    ['src/journal/journal-store.ts', "import { x } from '../connection/storage.ts';"],
    ['src/entries/use-recent-entries.ts', "import { x } from '../journal/use-journal.ts';"],
    ['src/results/a.tsx', "import { x } from '../journal/journal-record.ts';"],
    ['src/features/activity/a.tsx', "import { x } from '../../results/a.tsx';"],
    ['src/features/batch/a.ts', "import { x } from '../../journal/use-journal.ts';"],
    ['src/app/routes.ts', "import { x } from '../features/batch/batch-screen.tsx';"],
    ['src/app/app.tsx', "import { PATHS } from '../paths.ts';"],
    [
      'src/features/batch/input/reader.ts',
      "export { recogniseList } from '../../../recognise/recognise-list.ts';",
    ],
    [
      'src/features/batch/check/check-rows.ts',
      "import type { ParsedList } from '../../../recognise/types.ts';",
    ],
    [
      'src/features/batch/session/session-model.ts',
      "import { COLUMN_ROLES } from '../../../recognise/types.ts';",
    ],
    ['src/recognise/names.ts', "import { BATCH_NAME_CHARS } from '../api/rules.ts';"],
    [
      'src/features/batch/preview/preview-table.tsx',
      "import { VirtualTable } from '../../../ui/data-grid/virtual-table.tsx';",
    ],
    [
      'src/features/activity/a.tsx',
      "import { x } from '../../results/batch/batch-result-rows.tsx';",
    ],
    [
      'src/features/batch/results/results-view.tsx',
      "import { x } from '../../../results/batch/batch-result-rows.tsx';",
    ],
    [
      'src/results/batch/batch-result-rows.tsx',
      "import { VirtualTable } from '../../ui/data-grid/virtual-table.tsx';",
    ],
    [
      'src/results/batch/batch-result-rows.tsx',
      "import { MakerLine } from '../../device-maker/maker-line.tsx';",
    ],
    [
      'src/results/batch/batch-rows.ts',
      "import { ROW_OUTCOMES } from '../../journal/journal-record.ts';",
    ],
    [
      'src/features/batch/preview/preview-section.tsx',
      "import { MakerLine } from '../../../device-maker/maker-line.tsx';",
    ],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});
