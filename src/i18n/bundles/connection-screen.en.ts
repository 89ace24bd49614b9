// The connection-screen bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages } from '../../locales/en/connection-screen.po';

export { messages };
