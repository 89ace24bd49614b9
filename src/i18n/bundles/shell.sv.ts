// The shell bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages as app } from '../../locales/sv/app.po';
import { messages as ui } from '../../locales/sv/ui.po';
import { messages as api } from '../../locales/sv/api.po';
import { messages as lib } from '../../locales/sv/lib.po';
import { messages as connection } from '../../locales/sv/connection.po';
import { messages as journal } from '../../locales/sv/journal.po';
import { messages as deviceMaker } from '../../locales/sv/device-maker.po';

export const messages = {
  ...app,
  ...ui,
  ...api,
  ...lib,
  ...connection,
  ...journal,
  ...deviceMaker,
};
