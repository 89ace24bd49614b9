import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { putFirst, readStoredList, type StoredList } from '../../../src/lib/stored-list.ts';
import { MemoryStorage } from '../../support/render-screen.tsx';

interface Item {
  id: string;
  n: number;
}

const LIST: StoredList<Item> = {
  item: z.object({ id: z.string(), n: z.number() }),
  isSame: (a, b) => a.id.toLowerCase() === b.id.toLowerCase(),
  max: 3,
};
const KEY = 'test.items';
const put = (storage: Storage | undefined, item: Item) => putFirst(storage, KEY, LIST, () => item);

describe('putFirst', () => {
  it('puts the item first, replacing the record the caller calls the same, and stores the list', () => {
    const storage = new MemoryStorage();
    put(storage, { id: 'a', n: 1 });
    put(storage, { id: 'b', n: 2 });
    expect(put(storage, { id: 'A', n: 3 })).toEqual({
      items: [
        { id: 'A', n: 3 },
        { id: 'b', n: 2 },
      ],
      stored: true,
    });
    expect(readStoredList(storage, KEY, LIST)).toEqual([
      { id: 'A', n: 3 },
      { id: 'b', n: 2 },
    ]);
  });

  it('keeps at most `max`, dropping the oldest', () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= 5; n++) put(storage, { id: `i${n}`, n });
    expect(readStoredList(storage, KEY, LIST).map((item) => item.n)).toEqual([5, 4, 3]);
  });

  it('builds the new item from the list as stored', () => {
    const storage = new MemoryStorage();
    put(storage, { id: 'a', n: 1 });
    put(storage, { id: 'b', n: 2 });
    const { items } = putFirst(storage, KEY, LIST, (before) => ({
      id: 'a',
      n: (before.find((item) => item.id === 'a')?.n ?? 0) + before.length * 10,
    }));
    expect(items).toEqual([
      { id: 'a', n: 21 },
      { id: 'b', n: 2 },
    ]);
  });

  it('says when the browser refused to store, and still returns the new list', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(put(full, { id: 'a', n: 1 })).toEqual({ items: [{ id: 'a', n: 1 }], stored: false });
    expect(put(undefined, { id: 'a', n: 1 })).toEqual({
      items: [{ id: 'a', n: 1 }],
      stored: false,
    });
  });
});

describe('readStoredList', () => {
  it('keeps the items that parse and drops the rest', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, JSON.stringify([{ id: 'a', n: 1 }, { id: 5 }, 'x']));
    expect(readStoredList(storage, KEY, LIST)).toEqual([{ id: 'a', n: 1 }]);
    storage.setItem(KEY, '{not json');
    expect(readStoredList(storage, KEY, LIST)).toEqual([]);
    expect(readStoredList(undefined, KEY, LIST)).toEqual([]);
  });
});
