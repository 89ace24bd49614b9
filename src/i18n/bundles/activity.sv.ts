// The activity bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages as activity } from '../../locales/sv/activity.po';

export const messages = { ...activity };
