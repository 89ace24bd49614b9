// Batch import in Swedish: the screen's heading and paste box, and "What was understood" for a
// pasted list, worded on the page from the facts the reader gave (a plural in both its forms,
// a count grouped the Swedish way), following a change of language made after the paste.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../support/i18n.tsx';
import { renderScreen } from '../../support/render-screen.tsx';

const NBSP = '\u00a0';

afterEach(() => speak('en'));

// Three devices, one of them again (merged), and 1,234 lines of notes without a MAC address.
const LIST = [
  '00:1b:63:84:bb:d7',
  '3c:22:fb:12:34:56',
  'b8:27:eb:45:a1:0c',
  '00:1b:63:84:bb:d7',
  ...Array.from({ length: 1234 }, (_, i) => `note ${i}`),
].join('\n');

const SWEDISH =
  `Ser ut som en inskriven lista med MAC-adresser: 3 enheter, inga namn; 1${NBSP}234 rader utan ` +
  'MAC-adress utelämnade; 1 rad upprepar en enhet som redan finns i listan, sammanslagen med ' +
  'enhetens rad.';

const understood = (name: string) => screen.getByRole('region', { name });
/** The region's text as written: toHaveTextContent would make the no-break space a space. */
const textOf = (name: string) => understood(name).textContent ?? '';

describe('Batch import in Swedish', () => {
  it('names the screen and the paste box, and says what was understood', async () => {
    await speak('sv');
    const { user } = renderScreen(undefined, { path: '/batch' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Massimport' }),
    ).toBeInTheDocument();
    const paste = await screen.findByRole('textbox', { name: 'Klistra in rader' });
    expect(paste).toHaveAccessibleDescription(/^En enhet per rad: en MAC-adress/);
    await user.click(paste);
    await user.paste(LIST);

    await waitFor(() => expect(textOf('Vad som lästes in')).toContain(SWEDISH), {
      timeout: 30_000,
    });
    const region = understood('Vad som lästes in');
    // The lines left out, counted the Swedish way (the one for one line is "Visa den 1 …").
    const summary = within(region).getByText(/^Visa de 1\s234 utelämnade raderna$/);
    expect(summary.textContent).toBe(`Visa de 1${NBSP}234 utelämnade raderna`);
    expect(
      within(region).getByRole('list', { name: 'Rader som upprepar en enhet' }),
    ).toHaveTextContent('Rad 4 upprepar rad 1 (00:1B:63:84:BB:D7).');
  }, 60_000);

  it('says it again in Swedish when the language is changed after the paste', async () => {
    const { user } = renderScreen(undefined, { path: '/batch' });
    const paste = await screen.findByRole('textbox', { name: 'Paste rows' });
    await user.click(paste);
    await user.paste(LIST);
    await waitFor(
      () =>
        expect(textOf('What was understood')).toContain(
          'Looks like a typed list of MAC addresses: 3 devices, no names; 1,234 lines without a MAC address left out; 1 line repeats a device already listed, merged into its row.',
        ),
      { timeout: 30_000 },
    );

    // The reader gave facts: the page words them again in the language now in use.
    await act(() => speak('sv'));
    expect(textOf('Vad som lästes in')).toContain(SWEDISH);
    expect(screen.getByRole('heading', { level: 1, name: 'Massimport' })).toBeInTheDocument();
    // The counts line too: each figure in its number.
    const counts = within(screen.getByRole('list', { name: 'Antal' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(counts).toEqual([
      '3 rader',
      '3 klara',
      '0 ogiltiga',
      '0 dubbletter',
      '0 varningar',
      '0 exkluderade',
    ]);
  }, 60_000);
});
