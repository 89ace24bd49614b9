// The layering of DESIGN.md "Layout" is kept by ESLint (eslint.config.js): each case here is an
// import that must be refused where it stands and accepted where the layering allows it.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();
// The first lint loads the config and its plugins: seconds on a busy machine, so not in a test.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/api/warm-up.ts' }), 60_000);

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it.each([
    ['src/api/rules.ts', "import { useState } from 'react';"],
    ['src/api/rules.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/api/rules.ts', "import { SEED } from '../sandbox/seed.ts';"],
    ['src/sandbox/store.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/sandbox/routes/policies.ts', "import { useDraft } from '../../connection/use-draft.ts';"],
    ['src/sandbox/store.ts', "import { useQuery } from '@tanstack/react-query';"],
    ['src/ui/field.tsx', "import { useDraft } from '../connection/use-draft.ts';"],
    ['src/ui/field.tsx', "import { x } from '../features/batch/parse.ts';"],
    ['src/connection/storage.ts', "import { x } from '../features/batch/parse.ts';"],
    ['src/features/batch/parse.ts', "import { x } from '../whitelisting/expiry.ts';"],
    ['src/features/policy-emails/a.ts', "import { x } from '../batch/csv.ts';"],
  ])('refuses in %s: %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['src/sandbox/store.ts', "import { macProblem } from '../api/rules.ts';"],
    ['src/sandbox/routes/policies.ts', "import { emailCovers } from '../../api/rules.ts';"],
    ['src/ui/field.tsx', "import { fieldPath } from '../api/field-path.ts';"],
    ['src/connection/storage.ts', "import { Field } from '../ui/field.tsx';"],
    ['src/features/batch/parse.ts', "import { useDraft } from '../../connection/use-draft.ts';"],
    ['src/features/batch/parse.ts', "import { toCsv } from './csv.ts';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});
