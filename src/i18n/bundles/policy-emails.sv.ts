// The policy-emails bundle's catalogs in sv: loaded together (src/i18n/catalogs.ts).
import { messages as policyEmails } from '../../locales/sv/policy-emails.po';

export const messages = { ...policyEmails };
