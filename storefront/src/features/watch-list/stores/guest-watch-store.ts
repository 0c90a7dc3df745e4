import { create } from "zustand"
import { createJSONStorage, persist } from "zustand/middleware"

/** A guest's watch list, kept in this browser until they sign in (then merged into their account). */
export type GuestWatchState = {
  productIds: string[]
  toggle: (productId: string) => void
  clear: () => void
}

export const GUEST_WATCH_STORAGE_KEY = "watch-list-guest"
// The shop server takes at most this many pieces in one merge.
export const MAX_GUEST_WATCHED = 100

export const useGuestWatchStore = create<GuestWatchState>()(
  persist(
    (set) => ({
      productIds: [],
      toggle: (productId) =>
        set((state) => ({
          productIds: state.productIds.includes(productId)
            ? state.productIds.filter((id) => id !== productId)
            : [productId, ...state.productIds].slice(0, MAX_GUEST_WATCHED),
        })),
      clear: () => set({ productIds: [] }),
    }),
    { name: GUEST_WATCH_STORAGE_KEY, version: 0, storage: createJSONStorage(() => localStorage) }
  )
)
