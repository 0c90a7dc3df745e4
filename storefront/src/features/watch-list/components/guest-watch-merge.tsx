import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { addToWatchList, watchListKey } from "../api/watch-list"
import { useGuestWatchStore } from "../stores/guest-watch-store"

/**
 * Once a collector is signed in, the pieces they watched as a guest in this browser
 * join their account's list (pieces no longer listed are passed over), and the
 * browser's list is emptied. Renders nothing.
 */
export function GuestWatchMerge({ collector }: { collector: string | null }) {
  const productIds = useGuestWatchStore((s) => s.productIds)
  const clear = useGuestWatchStore((s) => s.clear)
  const queryClient = useQueryClient()
  const merging = useRef(false)

  useEffect(() => {
    if (collector === null || productIds.length === 0 || merging.current) return
    merging.current = true
    addToWatchList(productIds)
      .then((list) => {
        clear()
        queryClient.setQueryData(watchListKey(collector), list)
      })
      // Kept in the browser to try again on the next page.
      .catch(() => undefined)
      .finally(() => {
        merging.current = false
      })
  }, [collector, productIds, clear, queryClient])

  return null
}
