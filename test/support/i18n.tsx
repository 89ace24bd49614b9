// Component tests speak English by default (the catalogs the app loads, not the source text),
// and can speak Swedish: `speak('sv')` loads every bundle in it first.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderWithoutWords, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { allBundles, loadWords, switchTo } from '../../src/i18n/catalogs.ts';
import type { Locale } from '../../src/i18n/locale.ts';

/** Every bundle's words in `locale`, then the app speaks it. */
export async function speak(locale: Locale): Promise<void> {
  await switchTo(locale);
  await loadWords(...allBundles());
}

export function WithWords({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's render inside the app's I18nProvider. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderWithoutWords(ui, { ...options, wrapper: WithWords });
}
