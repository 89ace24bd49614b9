// The page's first script, before the app's own: it asks for the words the app will start with
// (the shell's and the route's, in the language initialLocale() picks) together with the page's
// other files. Without it they are asked for only once the entry has arrived and run, one more
// round trip before anything shows (about 0.2 s on DESIGN.md's slow-line profile). The build
// writes each page's word files per language into it (`<meta name="words-sv" content="/assets/…
// /assets/…">`) and this script on its own, as a classic script (scripts/route-preload-plugin.ts).
// It only adds hints: a failure here changes nothing but the timing. Then, in a task of its own
// (the hints' requests leave first), it warms up the browser's formatting data (warm-up-intl.ts).
import { initialLocale } from './locale.ts';
import { warmUpIntl } from './warm-up-intl.ts';

const locale = initialLocale();
const files = document.querySelector<HTMLMetaElement>(`meta[name="words-${locale}"]`);
for (const href of files?.content.split(' ') ?? []) {
  if (!href) continue;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

setTimeout(() => warmUpIntl(locale), 0);
