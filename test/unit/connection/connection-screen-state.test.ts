import { describe, expect, it } from 'vitest';
import {
  formFor,
  initialScreenState,
  screenReducer,
  type ScreenState,
} from '../../../src/connection/connection-screen-state.ts';
import type { StoredConnection } from '../../../src/connection/storage.ts';
import { lobby as savedLobby, office as savedOffice } from '../../support/saved-connections.ts';

const office: StoredConnection = { ...savedOffice, apiKey: 'demo-key' };
const lobby: StoredConnection = { ...savedLobby, apiKey: undefined };

const dirty = (state: ScreenState) => screenReducer(state, { type: 'dirty-changed', dirty: true });

describe('Connection screen state', () => {
  it('opens a requested form at once when nothing is unsaved, with its focus and announcement', () => {
    const start = initialScreenState(office);
    const next = screenReducer(start, {
      type: 'request-form',
      request: { ...formFor(lobby), focus: 'apiKey', announcement: 'Enter the key' },
    });
    expect(next).toMatchObject({
      formKey: start.formKey + 1,
      editingId: 'lobby',
      formFocus: 'apiKey',
      pending: null,
      announcement: { text: 'Enter the key', count: 1 },
    });
  });

  it('keeps unsaved changes until "Discard changes", and keeps them on cancel', () => {
    const edited = dirty(initialScreenState(office));
    const asked = screenReducer(edited, {
      type: 'request-form',
      request: { ...formFor(undefined), focus: 'heading' },
    });
    expect(asked.formKey).toBe(edited.formKey);
    expect(asked.pending).not.toBeNull();
    expect(screenReducer(asked, { type: 'discard-cancelled' })).toMatchObject({
      formKey: edited.formKey,
      pending: null,
      formDirty: true,
    });
    const discarded = screenReducer(asked, { type: 'discard-confirmed' });
    expect(discarded).toMatchObject({
      formKey: edited.formKey + 1,
      editingId: undefined,
      formDirty: false,
      pending: null,
      headingFocusCount: edited.headingFocusCount + 1,
    });
  });

  it('follows the connection in use only while the form is untouched', () => {
    const start = initialScreenState(office);
    expect(screenReducer(start, { type: 'active-changed', active: lobby })).toMatchObject({
      editingId: 'lobby',
      followedActiveId: 'lobby',
      formKey: start.formKey + 1,
    });
    const kept = screenReducer(dirty(start), { type: 'active-changed', active: lobby });
    expect(kept).toMatchObject({ editingId: 'office', followedActiveId: 'lobby' });
    expect(screenReducer(start, { type: 'active-changed', active: office })).toBe(start);
  });

  it('empties the form when its connection is deleted and moves focus when none is left', () => {
    const start = initialScreenState(office);
    const other = screenReducer(start, { type: 'deleted', id: 'lobby', remaining: 1 });
    expect(other).toBe(start);
    const gone = screenReducer(start, { type: 'deleted', id: 'office', remaining: 0 });
    expect(gone).toMatchObject({ editingId: undefined, formKey: start.formKey + 1 });
    expect(gone.headingFocusCount).toBe(start.headingFocusCount + 1);
  });
});
