import { queryOptions } from "@tanstack/react-query"
import { getJson } from "./api-client"

/**
 * A GET of the shop server cached under its path: the key's parts join to the path the
 * query asks for, as the default loader's do.
 */
export function jsonQueryOptions<T>(...queryKey: string[]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getJson<T>(queryKey.join("/"), signal),
  })
}
