import type { User } from "@contract/user"
import type { QueryClient } from "@tanstack/react-query"
import { USER_QUERY_KEY } from "./get-user"

/**
 * After signing in or out, nothing read for the previous person may be shown to
 * the next: every query not on screen is dropped, and the user is replaced.
 */
export function applySessionChange(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 })
  queryClient.setQueryData(USER_QUERY_KEY, user)
}
