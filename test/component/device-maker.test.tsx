import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMakerTable } from '../../src/device-maker/load-registry.ts';
import { makerLabel } from '../../src/device-maker/lookup.ts';
import { useMakerLookup } from '../../src/device-maker/use-maker-lookup.ts';
import { server } from './msw-server.ts';
import { renderScreen } from './render-screen.tsx';

function Maker({ mac }: { mac: string }) {
  const lookup = useMakerLookup();
  const result = lookup(mac);
  return <p>{result === undefined ? 'Looking up the maker…' : makerLabel(result)}</p>;
}

afterEach(forgetMakerTable);

describe('useMakerLookup', () => {
  it('fetches the registry once it is needed and names the maker', async () => {
    renderScreen(<Maker mac="00:1B:A9:4C:21:99" />);
    expect(screen.getByText('Looking up the maker…')).toBeInTheDocument();
    expect(await screen.findByText('Brother industries', {}, { timeout: 5000 })).toBeVisible();
  });

  it('says "maker unknown", without an error, when the registry cannot be loaded', async () => {
    server.use(http.get('*/@device-maker/registry.bin', () => HttpResponse.error()));
    renderScreen(<Maker mac="00:1B:A9:4C:21:99" />);
    expect(await screen.findByText('maker unknown')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the maker on Add device', () => {
  it('names the maker beside the address that will be sent, and no maker for a randomized one', async () => {
    const { user } = renderScreen(undefined, { path: '/add' });
    const mac = await screen.findByRole('textbox', { name: 'MAC address' }, { timeout: 5000 });
    await user.type(mac, '00-1b-a9-4c-21-99');
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Sent as 00:1B:A9:4C:21:99 · Brother industries',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(mac).toHaveAccessibleDescription(
      expect.stringContaining('Sent as 00:1B:A9:4C:21:99 · Brother industries'),
    );
    await user.clear(mac);
    await user.type(mac, 'DA:A1:19:3B:00:01');
    expect(mac).toHaveAccessibleDescription(
      expect.stringContaining('Sent as DA:A1:19:3B:00:01 · randomized address, no maker'),
    );
  });
});
