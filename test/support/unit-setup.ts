// Unit tests speak English: code that words a message through Lingui (t, plural, msg) needs an
// active language. The source's English stands in for the catalog (not stripped in tests).
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
