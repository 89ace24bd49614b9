import { t } from '@lingui/core/macro';
import {
  hashKey,
  useIsMutating,
  useQueryClient,
  type MutationKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useAnnounce } from './live-region.tsx';
import type { RejectedSubmit } from './use-form-errors.ts';

/** A failure no field holds goes above the form; a 'fields' one onto the form's fields. */
function onFields<T extends { kind: string }>(failure: T): failure is T & RejectedSubmit {
  return failure.kind === 'fields' && 'fieldErrors' in failure && 'message' in failure;
}

/** Said when a failure's words could not load (offline before they were prefetched). */
const undescribed = () =>
  t`The request did not succeed, and its details could not be loaded. Check your network and try again: nothing you entered is lost.`;

export interface ScreenCallOptions<TVariables, TAnswer, TFailure extends { kind: string }> {
  mutation: Pick<UseMutationResult<TAnswer, Error, TVariables>, 'mutate' | 'isPending'>;
  /** The mutation's key: a call sent before the screen was left and shown again keeps it busy. */
  mutationKey: MutationKey;
  /** Said when the request leaves ("Adding device…"). */
  sending: string;
  /** Said when the answer comes while the screen shows. */
  answered: (answer: TAnswer) => string;
  /** What a failed call means for this screen (its code may load then: a promise). */
  describe: (error: unknown, variables: TVariables) => TFailure | Promise<TFailure>;
  /** The form's error mapping (useFormErrors): field errors onto their fields and the summary. */
  showRejection: (rejection: RejectedSubmit) => void;
  /** A failure the screen shows besides its notice (opening a part of the form, say). */
  onFailure?: (failure: TFailure) => void;
  /** The call's result as its mutation stored it (a draft of the screen); shown instead of the form. */
  result: unknown;
}

export interface ScreenCall<TVariables, TFailure> {
  /** Sends, unless a call of this screen is on its way already. */
  send: (variables: TVariables) => void;
  /** A call of this screen is on its way (also one sent before the screen was shown again). */
  pending: boolean;
  /** What the notice above the form shows: a failure the fields cannot hold. */
  failure: TFailure | null;
  showFailure: (failure: TFailure | null) => void;
  /** The result's heading: it takes focus when a result appears. */
  resultRef: RefObject<HTMLHeadingElement | null>;
  /** After the result goes (Add another), the element with this id takes focus once shown. */
  focusNext: (id: string) => void;
}

/**
 * The one way a screen makes its call (Add device, Edit device, Policy cleanup): one call at a
 * time, its start and its answer announced, the result's heading focused when it appears,
 * a failure mapped onto the form or shown above it. What must happen whatever screen shows
 * (the journal, clearing the draft, storing the result) is the mutation's own work.
 */
export function useScreenCall<TVariables, TAnswer, TFailure extends { kind: string }>({
  mutation,
  mutationKey,
  sending,
  answered,
  describe,
  showRejection,
  onFailure,
  result,
}: ScreenCallOptions<TVariables, TAnswer, TFailure>): ScreenCall<TVariables, TFailure> {
  const announce = useAnnounce();
  const inFlight = useIsMutating({ mutationKey }) > 0;
  const pending = mutation.isPending || inFlight;
  const [failure, setFailure] = useState<TFailure | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const next = useRef<string | null>(null);
  /** How many calls this screen sent: a failure described late belongs to the last one only. */
  const sends = useRef(0);
  const shown = result !== undefined && result !== null;

  const showFailure = useCallback(
    (value: TFailure | null) => {
      if (value && onFields(value)) {
        setFailure(null);
        showRejection(value);
      } else {
        setFailure(value);
      }
    },
    [showRejection],
  );

  useEffect(() => {
    if (shown) resultRef.current?.focus();
  }, [shown]);
  // Runs after every render: the element asked for takes focus once it is there.
  useEffect(() => {
    if (next.current === null) return;
    const element = document.getElementById(next.current);
    if (!element) return;
    next.current = null;
    element.focus();
  });

  // How a call of this screen ended, heard from the mutation cache: by the screen that sent it,
  // and by the screen shown again while it was on its way (mutate()'s own callbacks would
  // reach only the first).
  const ended = useEffectEvent(
    (ending: { answer: TAnswer } | { error: unknown }, variables: TVariables) => {
      if ('answer' in ending) {
        announce(answered(ending.answer));
        return;
      }
      const sent = sends.current;
      void Promise.resolve(describe(ending.error, variables)).then(
        (described) => {
          // A newer call sent meanwhile: this failure is no longer the screen's news.
          if (sent !== sends.current) return;
          onFailure?.(described);
          // Its notice (an alert) or the error summary says it, and takes focus.
          showFailure(described);
        },
        () => announce(undescribed()),
      );
    },
  );
  const queryClient = useQueryClient();
  const keyHash = hashKey(mutationKey);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type !== 'updated' ||
          hashKey(event.mutation.options.mutationKey ?? []) !== keyHash
        )
          return;
        const { state } = event.mutation;
        if (event.action.type === 'success') ended({ answer: state.data }, state.variables);
        else if (event.action.type === 'error') ended({ error: state.error }, state.variables);
      }),
    [queryClient, keyHash],
  );

  const send = (variables: TVariables) => {
    if (pending) return;
    sends.current += 1;
    showFailure(null);
    announce(sending);
    mutation.mutate(variables);
  };
  const focusNext = useCallback((id: string) => {
    next.current = id;
  }, []);
  return { send, pending, failure, showFailure, resultRef, focusNext };
}
