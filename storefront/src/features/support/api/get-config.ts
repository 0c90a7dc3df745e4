import type { PublicConfig } from "@contract/catalogue"
import { useQuery } from "@tanstack/react-query"
import { jsonQueryOptions } from "@/lib/json-query"

export const CONFIG_PATH = "/api/config"

export function getConfigQueryOptions() {
  return jsonQueryOptions<PublicConfig>(CONFIG_PATH)
}

/** Support phone and e-mail are run-time settings of the shop server. */
export function useConfig() {
  return useQuery(getConfigQueryOptions())
}
