// The whitelisting bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages as whitelisting } from '../../locales/sv/whitelisting.po';

export const messages = { ...whitelisting };
