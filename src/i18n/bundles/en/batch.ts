// The batch bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages as batch } from '../../../locales/en/batch.po';
import { messages as batchRun } from '../../../locales/en/batch-run.po';
import { messages as recognise } from '../../../locales/en/recognise.po';

export const messages = { ...batch, ...batchRun, ...recognise };
