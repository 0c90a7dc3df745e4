import type { CreateWant, UpdateWant, Want, WantList } from "@contract/wants"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { apiRequest, getJson } from "@/lib/api-client"

export const WANTS_PATH = "/api/account/wants"

/** One collector's wants: keyed by who is signed in, so the next person never sees them. */
export const wantsKey = (collector: string) => [WANTS_PATH, collector] as const

export function useWants(collector: string) {
  return useQuery({
    queryKey: wantsKey(collector),
    queryFn: ({ signal }) => getJson<WantList>(WANTS_PATH, signal),
  })
}

/** Saves this search as a want; the account's list is read again afterwards. */
export function useSaveWant(collector: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (want: CreateWant) => (await (await apiRequest("POST", WANTS_PATH, want)).json()) as Want,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKey(collector) }),
  })
}

/** Renames a want or changes its alerts. */
export function useUpdateWant(collector: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: UpdateWant }) =>
      (await (await apiRequest("PATCH", `${WANTS_PATH}/${encodeURIComponent(id)}`, change)).json()) as Want,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKey(collector) }),
  })
}

export function useDeleteWant(collector: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // The shop server takes every state-changing call as JSON, so the DELETE carries an empty object.
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${WANTS_PATH}/${encodeURIComponent(id)}`, {})
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKey(collector) }),
  })
}
