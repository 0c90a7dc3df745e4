import type { WatchList } from "@contract/watch-list"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { apiRequest, getJson } from "@/lib/api-client"

export const WATCH_LIST_PATH = "/api/account/watch-list"

/** The query of one collector's list: keyed by who is signed in, so the next person never sees it. */
export const watchListKey = (collector: string) => [WATCH_LIST_PATH, collector] as const

/** The signed-in collector's watch list; nothing for a guest (collector null), whose list is in the browser. */
export function useWatchList(collector: string | null) {
  return useQuery({
    queryKey: watchListKey(collector ?? ""),
    queryFn: ({ signal }) => getJson<WatchList>(WATCH_LIST_PATH, signal),
    enabled: collector !== null,
  })
}

export async function addToWatchList(productIds: string[]): Promise<WatchList> {
  const res = await apiRequest("POST", WATCH_LIST_PATH, { productIds })
  return (await res.json()) as WatchList
}

/** Watches a piece, or stops watching one (by its entry), then shows the list Medusa holds. */
export function useToggleWatch(collector: string) {
  const queryClient = useQueryClient()
  const key = watchListKey(collector)
  return useMutation({
    mutationFn: async ({ productId, entryId }: { productId: string; entryId?: string }) => {
      if (!entryId) return addToWatchList([productId])
      // The shop server takes every state-changing call as JSON, so the DELETE carries an empty object.
      await apiRequest("DELETE", `${WATCH_LIST_PATH}/${encodeURIComponent(entryId)}`, {})
      return undefined
    },
    onSuccess: async (list) => {
      if (list) queryClient.setQueryData(key, list)
      else await queryClient.invalidateQueries({ queryKey: key })
    },
  })
}
