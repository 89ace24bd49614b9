import { screen } from '@testing-library/react';
import { render } from '../../support/i18n.tsx';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '../../../src/app/load-boundary.tsx';

const failure = new TypeError(
  'Failed to fetch dynamically imported module: https://x.test/assets/activity-screen-1.js',
);
const failed = { level: 1, name: 'This screen could not be shown' } as const;

function Shown({ place, children }: { place: string; children: ReactNode }) {
  return (
    <LoadBoundary key={place}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </LoadBoundary>
  );
}

// React reports each error a boundary catches on the console.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('LoadBoundary', () => {
  it('says a part did not arrive, with the browser’s words, and Reload page reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Part = lazy<ComponentType>(() => Promise.reject(failure));
    render(
      <Shown place="/activity">
        <Part />
      </Shown>,
    );
    expect(await screen.findByRole('heading', failed)).toBeVisible();
    expect(screen.getByText(/the network may have dropped/)).toBeVisible();
    expect(screen.getByText(String(failure))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows what went wrong when a screen fails for another reason', async () => {
    function Broken(): never {
      throw new Error('records is not iterable');
    }
    render(
      <Shown place="/activity">
        <Broken />
      </Shown>,
    );
    expect(await screen.findByRole('heading', failed)).toBeVisible();
    expect(screen.getByText('Error: records is not iterable')).toBeVisible();
  });

  it('clears the failure when the person moves to another place', async () => {
    const Part = lazy<ComponentType>(() => Promise.reject(failure));
    const { rerender } = render(
      <Shown place="/activity">
        <Part />
      </Shown>,
    );
    await screen.findByRole('heading', failed);
    rerender(
      <Shown place="/add">
        <h1>Add device</h1>
      </Shown>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Add device' })).toBeVisible();
    expect(screen.queryByRole('heading', failed)).toBeNull();
  });
});
