import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { readStoredList, type StoredList } from '../../src/lib/stored-list.ts';
import { useStoredList } from '../../src/lib/use-stored-list.ts';
import { MemoryStorage } from '../support/render-screen.tsx';

interface Item {
  id: string;
  n: number;
}

const LIST: StoredList<Item> = {
  item: z.object({ id: z.string(), n: z.number() }),
  isSame: (a, b) => a.id === b.id,
  max: 10,
};

function renderList(storage: Storage | undefined, key = 'test.office') {
  return renderHook(({ key: current }) => useStoredList(storage, current, LIST), {
    initialProps: { key },
  });
}

/** What the browser does when another tab writes the key: the 'storage' event, in this tab only. */
function writeFromAnotherTab(storage: Storage, key: string, items: readonly Item[]) {
  storage.setItem(key, JSON.stringify(items));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key })));
}

describe('useStoredList', () => {
  it('reads the stored list and keeps the same array while nothing changes', () => {
    const storage = new MemoryStorage();
    storage.setItem('test.office', JSON.stringify([{ id: 'a', n: 1 }, 'unreadable']));
    const { result, rerender } = renderList(storage);
    const first = result.current.items;
    expect(first).toEqual([{ id: 'a', n: 1 }]);
    rerender({ key: 'test.office' });
    expect(result.current.items).toBe(first);
  });

  it('puts an item first, stores it and shows it', () => {
    const storage = new MemoryStorage();
    const { result } = renderList(storage);
    let stored = false;
    act(() => {
      stored = result.current.put(() => ({ id: 'a', n: 1 }));
    });
    act(() => {
      stored = result.current.put((before) => ({ id: 'b', n: before.length + 1 }));
    });
    expect(stored).toBe(true);
    expect(result.current.items).toEqual([
      { id: 'b', n: 2 },
      { id: 'a', n: 1 },
    ]);
    expect(readStoredList(storage, 'test.office', LIST)).toEqual(result.current.items);
  });

  it("follows another tab's write of its key, and of no other", () => {
    const storage = new MemoryStorage();
    const { result } = renderList(storage);
    writeFromAnotherTab(storage, 'test.office', [{ id: 'x', n: 9 }]);
    expect(result.current.items).toEqual([{ id: 'x', n: 9 }]);
    const before = result.current.items;
    writeFromAnotherTab(storage, 'test.lobby', [{ id: 'y', n: 8 }]);
    expect(result.current.items).toBe(before);
  });

  it('follows a write from another part of this tab', () => {
    const storage = new MemoryStorage();
    const one = renderList(storage);
    const other = renderList(storage);
    act(() => {
      one.result.current.put(() => ({ id: 'a', n: 1 }));
    });
    expect(other.result.current.items).toEqual([{ id: 'a', n: 1 }]);
  });

  it('reads its own list when the key changes (another connection)', () => {
    const storage = new MemoryStorage();
    storage.setItem('test.lobby', JSON.stringify([{ id: 'l', n: 2 }]));
    const { result, rerender } = renderList(storage);
    expect(result.current.items).toEqual([]);
    rerender({ key: 'test.lobby' });
    expect(result.current.items).toEqual([{ id: 'l', n: 2 }]);
  });

  it('still shows what was put when the browser refused to store it', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { result } = renderList(full);
    let stored = true;
    act(() => {
      stored = result.current.put(() => ({ id: 'a', n: 1 }));
    });
    expect(stored).toBe(false);
    expect(result.current.items).toEqual([{ id: 'a', n: 1 }]);
  });
});
