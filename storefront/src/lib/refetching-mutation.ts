import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query"

/** A change sent to the shop server, after which, done or refused, what `queryKey` holds is read again. */
export function useRefetchingMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>, queryKey: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
