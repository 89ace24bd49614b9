// What a mutation hook reports when its call settles, whether or not the screen that made it
// is still on the page (TanStack Query calls useMutation's own onSettled always, but the
// callbacks given to mutate() only while the screen is mounted). Screens record Activity here.

/** The answer, or what failed. */
export type CallOutcome<TAnswer> = { answer: TAnswer | undefined } | { error: unknown };

export type OnCallSettled<TAnswer, TVariables> = (
  outcome: CallOutcome<TAnswer>,
  variables: TVariables,
  /** When the call was sent. */
  sentAt: Date,
) => void;

/** What a call's onMutate keeps for its onSettled. */
export interface CallContext {
  sentAt: Date;
}

/** useMutation options that report every settled call to `onCallSettled`. */
export function reportSettled<TAnswer, TVariables>(
  onCallSettled: OnCallSettled<TAnswer, TVariables> | undefined,
) {
  return {
    onMutate: (): CallContext => ({ sentAt: new Date() }),
    onSettled: (
      answer: TAnswer | undefined,
      error: unknown,
      variables: TVariables,
      context: CallContext | undefined,
    ) => {
      const sentAt = context?.sentAt ?? new Date();
      onCallSettled?.(error ? { error } : { answer }, variables, sentAt);
    },
  };
}
