import { useId } from 'react';
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { notify } from '@ferieplan/ui';
import { ApiError, userMessage, type UserMessageTexts } from './errors.js';

/** How a write's outcome is told and what else it does (all optional). */
export interface WriteOutcome<TVariables, TResult> {
  /** The success toast. */
  success?: string | ((result: TResult, variables: TVariables) => string);
  /**
   * The failure toast: the texts `userMessage` turns the error into, or a function giving the text
   * (null: no toast, the screen shows the failure itself, e.g. inside a dialog).
   */
  failure?: UserMessageTexts | ((error: unknown, variables: TVariables) => string | null);
  /** After every failed call, once it is told: what the screen does besides (e.g. where focus goes). */
  onFailure?: (error: unknown, variables: TVariables) => void;
  /**
   * A write the server refused may mean the data changed meanwhile (e.g. decided elsewhere): refetch
   * what it would have changed after a refusal too (not after 401 or no answer: reads would fail alike).
   */
  refetchOnFailure?: boolean;
  /** The queries of what the write deleted: dropped, not refetched. */
  removes?: (variables: TVariables) => QueryKey[];
}

const refusedByServer = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status !== 401;

/**
 * A write's mutation options: on success, drop what it deleted, refetch what it changed and then
 * toast, so the screen shows the new state when the toast appears; a failure is logged and toasted.
 */
export function writeOptions<TVariables, TResult>(
  client: QueryClient,
  write: (variables: TVariables) => Promise<TResult>,
  changes: (variables: TVariables) => QueryKey[],
  outcome: WriteOutcome<TVariables, TResult>,
) {
  const refetch = (variables: TVariables) =>
    Promise.all(changes(variables).map((queryKey) => client.invalidateQueries({ queryKey })));
  return {
    mutationFn: write,
    onSuccess: async (result: TResult, variables: TVariables) => {
      for (const queryKey of outcome.removes?.(variables) ?? []) client.removeQueries({ queryKey });
      await refetch(variables);
      const { success } = outcome;
      if (success) notify.success(typeof success === 'string' ? success : success(result, variables));
    },
    onError: (error: Error, variables: TVariables) => {
      console.error(error);
      const { failure } = outcome;
      const message =
        typeof failure === 'function'
          ? failure(error, variables)
          : failure
            ? userMessage(error, failure)
            : null;
      if (message) notify.error(message);
      outcome.onFailure?.(error, variables);
      // Told at once; the refetch shows the current state when it arrives.
      if (outcome.refetchOnFailure && refusedByServer(error)) void refetch(variables);
    },
  };
}

/**
 * Every write through the API (see writeOptions). `isPending` is the busy state of the latest call,
 * `pending` the variables of every call still running (the rows that are busy). A follow-up of one
 * call, `mutate(variables, { onSuccess })`, runs after the refetch and the toast.
 */
export function useApiMutation<TVariables, TResult>(
  write: (variables: TVariables) => Promise<TResult>,
  changes: (variables: TVariables) => QueryKey[],
  outcome: WriteOutcome<TVariables, TResult> = {},
) {
  const client = useQueryClient();
  const mutationKey = ['write', useId()];
  const mutation = useMutation({ mutationKey, ...writeOptions(client, write, changes, outcome) });
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (running) => running.state.variables as TVariables,
  });
  return { ...mutation, pending };
}
