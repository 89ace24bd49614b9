import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makerLabel, type MakerResult } from '../../src/device-maker/lookup.ts';
import { MakerLine } from '../../src/device-maker/maker-line.tsx';
import { summarizeMakers } from '../../src/device-maker/maker-summary.ts';
import { useMakerLookup } from '../../src/device-maker/use-maker-lookup.ts';
import { speak } from '../support/i18n.tsx';
import { server } from '../support/msw-server.ts';
import { renderScreen } from '../support/render-screen.tsx';

function Maker({ mac }: { mac: string }) {
  const lookup = useMakerLookup();
  const result = lookup(mac);
  return <p>{result === undefined ? 'Looking up the maker…' : makerLabel(result)}</p>;
}

/** Shows a maker until "Hide", and a fresh one after "Show": a later screen that needs it. */
function LaterScreen({ mac }: { mac: string }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      {shown ? <Maker mac={mac} /> : null}
    </>
  );
}

afterEach(() => server.events.removeAllListeners());

/** Counts the registry's requests from now on. */
function countRegistryRequests(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/@device-maker/registry.bin')) seen.count++;
  });
  return seen;
}

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

describe('the registry query', () => {
  it('is fetched once for every screen of the tab that needs it', async () => {
    const requests = countRegistryRequests();
    const { user } = renderScreen(
      <>
        <LaterScreen mac="00:1B:A9:4C:21:99" />
        <Maker mac="00:1B:A9:4C:21:98" />
      </>,
    );
    expect(await screen.findAllByText('Brother industries', {}, { timeout: 5000 })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByText('Brother industries')).toHaveLength(2);
    expect(requests.count).toBe(1);
  });

  it('is fetched again by a later screen after a failure', async () => {
    server.use(
      http.get('*/@device-maker/registry.bin', () => HttpResponse.error(), { once: true }),
    );
    const { user } = renderScreen(<LaterScreen mac="00:1B:A9:4C:21:99" />);
    expect(await screen.findByText('maker unknown')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Brother industries', {}, { timeout: 5000 })).toBeVisible();
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

describe('the makers line in Swedish', () => {
  const results = (counts: [MakerResult, number][]) =>
    counts.flatMap(([result, count]) => Array.from({ length: count }, () => result));

  /** The line's entries as their buttons read. */
  const entries = () =>
    screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'))
      .map((button) => button.textContent);

  it('counts addresses that name no maker with the plural each count takes, numbers grouped', async () => {
    const makers = summarizeMakers(
      results([
        [{ kind: 'maker', name: 'Brother industries' }, 1234],
        [{ kind: 'randomized' }, 3],
        [{ kind: 'none', address: 'broadcast' }, 1],
        [{ kind: 'unknown' }, 2],
      ]),
    );
    try {
      await speak('sv');
      renderScreen(<MakerLine makers={makers} selected="\u0000randomized" onSelect={() => {}} />);
      expect(screen.getByRole('list', { name: 'Tillverkare:' })).toBeInTheDocument();
      expect(entries()).toEqual([
        '1\u00a0234 × Brother industries',
        '3 slumpade adresser',
        '2 med okänd tillverkare',
        '1 broadcastadress',
      ]);
      expect(screen.getByRole('button', { name: 'Visa alla tillverkare' })).toBeInTheDocument();
    } finally {
      await speak('en');
    }
  });

  it('says one randomized address in the singular, and changes language while it shows', async () => {
    const makers = summarizeMakers(results([[{ kind: 'randomized' }, 1]]));
    renderScreen(<MakerLine makers={makers} selected={null} onSelect={() => {}} />);
    expect(entries()).toEqual(['1 randomized']);
    try {
      await act(() => speak('sv'));
      expect(entries()).toEqual(['1 slumpad adress']);
    } finally {
      await act(() => speak('en'));
    }
    expect(entries()).toEqual(['1 randomized']);
  });
});
