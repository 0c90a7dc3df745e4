import type { User } from "@contract/user"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getQueryFn } from "@/lib/query-client"

export const USER_QUERY_KEY = ["/api/auth/user"] as const

// spec §7: the user or nothing, no retry; a 401 reads as "not signed in".
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
    retry: false,
  })
}

export function useUser() {
  return useQuery(getUserQueryOptions())
}
