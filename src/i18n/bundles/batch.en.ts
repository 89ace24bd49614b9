// The batch bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages as batch } from '../../locales/en/batch.po';
import { messages as batchRun } from '../../locales/en/batch-run.po';

export const messages = { ...batch, ...batchRun };
