import { QueryClient, type DefaultOptions, type QueryFunction } from "@tanstack/react-query"
import { getResponse, throwIfResNotOk } from "./api-client"

export type UnauthorizedBehavior = "returnNull" | "throw"

/**
 * The default data loader of spec §7: GET the path made by joining the query
 * key's parts with "/", read JSON. A 401 fails unless the caller asks for null.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await getResponse(queryKey.join("/"), signal)
    if (options.on401 === "returnNull" && res.status === 401) return null
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
}

// Spec §9: no retries, no refetch on focus, no polling, data never stale.
export const queryConfig = {
  queries: {
    queryFn: getQueryFn({ on401: "throw" }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig })
}
