import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

/** A flag that is set once and re-renders only what reads it (not the whole grid). */
export interface Flag {
  get: () => boolean;
  set: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFlag(): Flag {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: () => {
      if (value) return;
      value = true;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * How to use the grid, visually hidden, the grid's aria-describedby: said when it is entered.
 * It mentions editing once a cell has said it is editable.
 */
export function GridHelp({ id, editable }: { id: string; editable: Flag }) {
  const canEdit = useSyncExternalStore(editable.subscribe, editable.get);
  return (
    <p id={id} className="visually-hidden">
      {canEdit ? (
        <Trans>Arrow keys move between cells; Enter edits; Escape cancels.</Trans>
      ) : (
        <Trans>Arrow keys move between cells.</Trans>
      )}
    </p>
  );
}
