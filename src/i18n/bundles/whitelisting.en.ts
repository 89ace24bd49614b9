// The whitelisting bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages as whitelisting } from '../../locales/en/whitelisting.po';

export const messages = { ...whitelisting };
