// The results bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages } from '../../locales/en/results.po';

export { messages };
