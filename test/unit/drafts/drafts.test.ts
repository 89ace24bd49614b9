import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../../src/drafts/drafts.ts';
import { MemoryStorage } from '../../support/render-screen.tsx';

const schema = z.object({ mac: z.string(), tags: z.array(z.string()) });

describe('drafts', () => {
  it('keeps a draft per screen and connection', () => {
    const storage = new MemoryStorage();
    expect(writeDraft(storage, draftKey('add', 'office'), { mac: 'aa', tags: ['x'] })).toBe(true);
    expect(readDraft(storage, draftKey('add', 'office'), schema)).toEqual({
      mac: 'aa',
      tags: ['x'],
    });
    expect(readDraft(storage, draftKey('add', 'lobby'), schema)).toBeUndefined();
    expect(readDraft(storage, draftKey('edit', 'office'), schema)).toBeUndefined();
    clearDraft(storage, draftKey('add', 'office'));
    expect(readDraft(storage, draftKey('add', 'office'), schema)).toBeUndefined();
  });

  it('ignores what does not parse and survives a storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('add', 'office'), '{"mac": 1}');
    expect(readDraft(storage, draftKey('add', 'office'), schema)).toBeUndefined();
    storage.setItem(draftKey('add', 'office'), 'not json');
    expect(readDraft(storage, draftKey('add', 'office'), schema)).toBeUndefined();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(writeDraft(full, 'k', { mac: '', tags: [] })).toBe(false);
    expect(writeDraft(undefined, 'k', {})).toBe(false);
  });
});
