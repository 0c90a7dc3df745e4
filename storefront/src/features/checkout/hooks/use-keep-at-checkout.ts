import type { SavedAddress } from "@contract/address-book"
import { useQueryClient } from "@tanstack/react-query"
import { type AddressForm, toShippingAddress } from "../lib/address"
import { ADDRESSES_QUERY_KEY, saveAddress } from "../api/addresses"
import { isSameAddress } from "../lib/saved-address"

/**
 * Keeps the checkout's address in the address book unless it is there already. Answers whether
 * it is kept; a failure is the caller's to mention and never stops the order.
 */
export function useKeepAtCheckout() {
  const queryClient = useQueryClient()
  return async (address: AddressForm): Promise<boolean> => {
    const saved = queryClient.getQueryData<SavedAddress[]>(ADDRESSES_QUERY_KEY) ?? []
    if (saved.some((a) => isSameAddress(address, a))) return true
    try {
      await saveAddress(toShippingAddress(address))
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY })
      return true
    } catch {
      return false
    }
  }
}
