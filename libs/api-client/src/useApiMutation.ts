import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write through the API. When it succeeds, the queries it changes (`changedBy.*`) are refetched
 * before `mutateAsync` resolves, so the screen shows the new state when the success toast appears.
 */
export function useApiMutation<TVariables, TResult>(
  write: (variables: TVariables) => Promise<TResult>,
  changes: (variables: TVariables, result: TResult) => QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result, variables) =>
      Promise.all(changes(variables, result).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
