// The browser's date and number formatting (ICU) loads its data the first time any formatter is
// made: about 0.18 s of main thread on DESIGN.md's slow profile (4x CPU), whichever formatter
// comes first (a DateTimeFormat, a NumberFormat…; the ones after cost a few ms). Every route
// makes one before it can show anything: the saved connection's time zone is checked
// (canonicalTimeZone), the expiry field reads today in it (todayIn), counts are formatted. Made
// here, from the page's first script while the page's other files are still on the line, that
// cost is paid while the main thread would otherwise wait. Failures change nothing but the timing.

/** Makes one formatter of each kind the first view uses, in the language the app starts in. */
export function warmUpIntl(locale: string): void {
  const formatters = [
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0),
    () => new Intl.NumberFormat(locale).format(1000),
  ];
  for (const make of formatters) {
    try {
      make();
    } catch {
      // Only a head start: the app makes its own formatters.
    }
  }
}
