// The connection-forms bundle's catalog in sv: loaded with what shows it (src/i18n/catalogs.ts).
import { messages } from '../../locales/sv/connection-forms.po';

export { messages };
