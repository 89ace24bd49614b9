import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedLocale } from '../../../src/i18n/locale.ts';
import { speak } from '../../support/i18n.tsx';
import { renderScreen } from '../../support/render-screen.tsx';

afterEach(async () => {
  await speak('en');
});

describe('the language switcher', () => {
  it('is one select labelled in both languages, offering each language in itself', async () => {
    renderScreen(undefined, { path: '/add' });
    const select = await screen.findByRole('combobox', { name: 'Språk / Language' });
    expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Svenska', 'sv'],
    ]);
  });

  it('speaks Swedish when chosen, without a reload, sets <html lang> and remembers it here', async () => {
    const { user } = renderScreen(undefined, { path: '/add' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Batch import' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Språk / Language' }), 'sv');

    const swedishNav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(within(swedishNav).getByRole('link', { name: 'Massimport' })).toBeInTheDocument();
    expect(within(swedishNav).getByRole('link', { name: 'Lägg till enhet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.documentElement.lang).toBe('sv');
    expect(storedLocale()).toBe('sv');
    expect(screen.getByRole('combobox', { name: 'Språk / Language' })).toHaveValue('sv');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Språk / Language' }), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(storedLocale()).toBe('en');
  });
});
