import type { User } from "@contract/user"
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { USER_QUERY_KEY } from "./get-user"

/**
 * After signing in or out, nothing read for the previous person may be shown to
 * the next: every query not on screen is dropped, and the user is replaced.
 */
export function applySessionChange(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 })
  queryClient.setQueryData(USER_QUERY_KEY, user)
}

/** A request that signs someone in, answered with the user: the session changes to them, then `onSuccess`. */
export function useSignInMutation<T>(mutationFn: (input: T) => Promise<User>, onSuccess?: (user: User) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      applySessionChange(queryClient, user)
      onSuccess?.(user)
    },
  })
}
