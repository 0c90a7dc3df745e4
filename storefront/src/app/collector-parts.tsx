import type { Product } from "@contract/product"
import { useSyncExternalStore } from "react"
import { NewSinceVisitNotice } from "@/features/catalog/components/new-since-visit"
import { GuestWatchMerge } from "@/features/watch-list/components/guest-watch-merge"
import { WatchHeart } from "@/features/watch-list/components/watch-heart"
import { useCollector } from "./use-collector"

// The parts of a page that depend on who is signed in, each reading the session itself. The
// session becomes known after a page is shown; then only these redraw, not the grids around
// them, whose redrawing would be one long task on a phone. Nor the layout: a new render of it
// would hand the route's Suspense boundary new props and make React hydrate the whole page
// content at once, in one synchronous task, if it was not hydrated yet.

const unchanging = () => () => {}

/** False while React hydrates what the server drew, true from then on (and in a page drawn in the browser). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false
  )
}

export function CollectorWatchHeart({ product }: { product: Pick<Product, "id" | "name"> }) {
  // A card may be hydrated after the session is known (docs/decisions/240): it is hydrated as the
  // server drew it, for a guest, and shows the collector's heart right after.
  const collector = useCollector()
  return <WatchHeart product={product} collector={useHydrated() ? collector : null} />
}

export function CollectorNewSinceVisit() {
  return <NewSinceVisitNotice collector={useCollector()} />
}

/** Merges a guest's watched pieces into the account once a collector signs in. */
export function CollectorGuestWatchMerge() {
  return <GuestWatchMerge collector={useCollector()} />
}
