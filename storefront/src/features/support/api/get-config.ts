import type { PublicConfig } from "@contract/catalogue"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export function getConfigQueryOptions() {
  return jsonQueryOptions<PublicConfig>("/api/config")
}

/** Support phone and e-mail are run-time settings of the shop server. */
export function useConfig() {
  return useQuery(getConfigQueryOptions())
}
