import type { SavedAddress, SavedAddressInput } from "@contract/address-book"
import { useQuery } from "@tanstack/react-query"
import { apiRequest, getJson } from "@/lib/api-client"
import { useRefetchingMutation } from "@/lib/refetching-mutation"

const URL = "/api/account/addresses"
export const ADDRESSES_QUERY_KEY = [URL] as const

/** The signed-in customer's saved addresses, oldest first. */
export function useSavedAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => getJson<SavedAddress[]>(URL, signal),
    enabled,
  })
}

export async function saveAddress(input: SavedAddressInput): Promise<SavedAddress> {
  const res = await apiRequest("POST", URL, input)
  return (await res.json()) as SavedAddress
}

async function updateAddress(id: string, input: SavedAddressInput): Promise<SavedAddress> {
  const res = await apiRequest("PATCH", `${URL}/${encodeURIComponent(id)}`, input)
  return (await res.json()) as SavedAddress
}

async function deleteAddress(id: string): Promise<void> {
  // The shop server takes state-changing calls as JSON only (CSRF guard): an empty object.
  await apiRequest("DELETE", `${URL}/${encodeURIComponent(id)}`, {})
}

/** Saves a new address (no id) or replaces a saved one; the list is read again after. */
export function useKeepAddress() {
  return useRefetchingMutation(
    ({ id, input }: { id?: string; input: SavedAddressInput }) => (id ? updateAddress(id, input) : saveAddress(input)),
    ADDRESSES_QUERY_KEY
  )
}

export function useDeleteAddress() {
  return useRefetchingMutation(deleteAddress, ADDRESSES_QUERY_KEY)
}
