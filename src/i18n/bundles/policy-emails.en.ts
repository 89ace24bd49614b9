// The policy-emails bundle's catalogs in en: loaded together (src/i18n/catalogs.ts).
import { messages as policyEmails } from '../../locales/en/policy-emails.po';

export const messages = { ...policyEmails };
