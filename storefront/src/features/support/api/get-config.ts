import type { PublicConfig } from "@contract/catalogue"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getJson } from "@/lib/api-client"

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return getJson<PublicConfig>("/api/config", signal)
}

export function getConfigQueryOptions() {
  return queryOptions({
    queryKey: ["/api/config"],
    queryFn: ({ signal }) => getConfig(signal),
  })
}

/** Support phone and e-mail are run-time settings of the shop server. */
export function useConfig() {
  return useQuery(getConfigQueryOptions())
}
