// The shell bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages as app } from '../../locales/en/app.po';
import { messages as ui } from '../../locales/en/ui.po';
import { messages as api } from '../../locales/en/api.po';
import { messages as lib } from '../../locales/en/lib.po';
import { messages as connection } from '../../locales/en/connection.po';
import { messages as journal } from '../../locales/en/journal.po';
import { messages as deviceMaker } from '../../locales/en/device-maker.po';

export const messages = {
  ...app,
  ...ui,
  ...api,
  ...lib,
  ...connection,
  ...journal,
  ...deviceMaker,
};
