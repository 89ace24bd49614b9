// The results bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages } from '../../locales/sv/results.po';

export { messages };
