// The connection-screen bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages } from '../../locales/sv/connection-screen.po';

export { messages };
