// The batch bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages as batch } from '../../locales/sv/batch.po';
import { messages as batchRun } from '../../locales/sv/batch-run.po';

export const messages = { ...batch, ...batchRun };
