// The connection-forms bundle's catalog in en: loaded with what shows it (src/i18n/catalogs.ts).
import { messages } from '../../locales/en/connection-forms.po';

export { messages };
