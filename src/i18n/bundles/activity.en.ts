// The activity bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages as activity } from '../../locales/en/activity.po';

export const messages = { ...activity };
