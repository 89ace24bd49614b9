// What the Connection screen holds besides the form's own values, as one reducer: which
// connection the form is for, whether it has unsaved changes, a request waiting for "Discard
// changes", where focus goes next and what to announce. Pure: no React, no storage.
import { emptyConnectionForm, type ConnectionFormValues } from './connection-schema.ts';
import { formValuesOf } from './form-values.ts';
import type { StoredConnection } from './storage.ts';

export type FocusTarget = 'heading' | 'apiKey';

/** A form the person asked for: what it holds, where focus goes, what to announce. */
export interface FormRequest {
  editingId: string | undefined;
  values: ConnectionFormValues;
  focus: FocusTarget | null;
  announcement?: string;
}

export interface ScreenState {
  /** A new key remounts the form with `values`. */
  formKey: number;
  editingId: string | undefined;
  values: ConnectionFormValues;
  /** Where the newly opened form should put focus (the form does it on mount). */
  formFocus: FocusTarget | null;
  formDirty: boolean;
  /** A request that would replace unsaved changes waits here for "Discard changes". */
  pending: FormRequest | null;
  /** How often the form heading was asked to take focus: each change moves focus there. */
  headingFocusCount: number;
  /** What to announce; `count` tells a repeated message from the last one. */
  announcement: { text: string; count: number } | null;
  /** The connection in use that the form last followed. */
  followedActiveId: string | undefined;
}

export type ScreenAction =
  | { type: 'request-form'; request: FormRequest }
  | { type: 'discard-confirmed' }
  | { type: 'discard-cancelled' }
  | { type: 'dirty-changed'; dirty: boolean }
  | { type: 'saved'; id: string }
  | { type: 'deleted'; id: string; remaining: number }
  | { type: 'active-changed'; active: StoredConnection | undefined };

/** The form for a saved connection, or an empty one. */
export function formFor(connection: StoredConnection | undefined): Omit<FormRequest, 'focus'> {
  return connection
    ? { editingId: connection.id, values: formValuesOf(connection) }
    : { editingId: undefined, values: emptyConnectionForm() };
}

export function initialScreenState(active: StoredConnection | undefined): ScreenState {
  return {
    formKey: 0,
    ...formFor(active),
    formFocus: null,
    formDirty: false,
    pending: null,
    headingFocusCount: 0,
    announcement: null,
    followedActiveId: active?.id,
  };
}

function openForm(state: ScreenState, request: FormRequest): ScreenState {
  return {
    ...state,
    formKey: state.formKey + 1,
    editingId: request.editingId,
    values: request.values,
    formDirty: false,
    pending: null,
    formFocus: request.focus === 'apiKey' ? 'apiKey' : null,
    headingFocusCount: state.headingFocusCount + (request.focus === 'heading' ? 1 : 0),
    announcement: request.announcement
      ? { text: request.announcement, count: (state.announcement?.count ?? 0) + 1 }
      : state.announcement,
  };
}

export function screenReducer(state: ScreenState, action: ScreenAction): ScreenState {
  switch (action.type) {
    case 'request-form':
      // Unsaved changes are never replaced silently: the request waits for a confirmation.
      return state.formDirty
        ? { ...state, pending: action.request }
        : openForm(state, action.request);
    case 'discard-confirmed':
      return state.pending ? openForm(state, state.pending) : state;
    case 'discard-cancelled':
      return { ...state, pending: null };
    case 'dirty-changed':
      return state.formDirty === action.dirty ? state : { ...state, formDirty: action.dirty };
    case 'saved':
      return { ...state, editingId: action.id };
    case 'deleted': {
      const next =
        state.editingId === action.id
          ? openForm(state, { ...formFor(undefined), focus: null })
          : state;
      // The list went with its last item: continue at the form, the way on from here.
      return action.remaining === 0
        ? { ...next, headingFocusCount: next.headingFocusCount + 1 }
        : next;
    }
    case 'active-changed': {
      // The connection in use changed (header, Use, another tab): an untouched form follows it,
      // so the form and the "API key needed" banner speak of the same connection.
      const id = action.active?.id;
      if (id === state.followedActiveId) return state;
      const followed = { ...state, followedActiveId: id };
      if (state.formDirty || state.editingId === id) return followed;
      return openForm(followed, { ...formFor(action.active), focus: null });
    }
  }
}
