import { act, screen } from '@testing-library/react';
import { render } from '../../support/i18n.tsx';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog.tsx';
import { AnnouncerProvider, useAnnounce } from '../../../src/ui/live-region.tsx';

function DeleteButton({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Office
      </button>
      <ConfirmDialog
        open={open}
        title="Delete connection “Office”?"
        confirmLabel="Delete connection"
        destructive
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      >
        <p>Its settings are removed from this browser.</p>
      </ConfirmDialog>
    </>
  );
}

function setup() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<DeleteButton onConfirm={onConfirm} onCancel={onCancel} />);
  return {
    user,
    onConfirm,
    onCancel,
    opener: screen.getByRole('button', { name: 'Delete Office' }),
  };
}

describe('ConfirmDialog', () => {
  it('opens labelled by its heading with focus on Cancel', async () => {
    const { user, opener } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Delete connection “Office”?' });
    expect(dialog).toHaveAccessibleDescription('Its settings are removed from this browser.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms, closes and returns focus to the opener', async () => {
    const { user, opener, onConfirm, onCancel } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete connection' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels with Escape or Cancel', async () => {
    const { user, opener, onConfirm, onCancel } = setup();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens again when the opener is pressed right after Escape, before the close event', async () => {
    const { opener, onCancel } = setup();
    act(() => opener.click());
    const dialog = await screen.findByRole('dialog');
    // Escape, then the opener pressed before the task that fires the browser's close event.
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    act(() => opener.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Delete connection “Office”?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});

function Announcer() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Connection saved')}>
      Save
    </button>
  );
}

describe('useAnnounce', () => {
  it('puts the message in a polite status region, again when repeated', async () => {
    vi.useFakeTimers();
    try {
      render(
        <AnnouncerProvider>
          <Announcer />
        </AnnouncerProvider>,
      );
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toBeEmptyDOMElement();

      act(() => screen.getByRole('button', { name: 'Save' }).click());
      act(() => vi.advanceTimersByTime(100));
      expect(region).toHaveTextContent('Connection saved');

      act(() => screen.getByRole('button', { name: 'Save' }).click());
      expect(region).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(100));
      expect(region).toHaveTextContent('Connection saved');
    } finally {
      vi.useRealTimers();
    }
  });
});
