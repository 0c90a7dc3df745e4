import type { Product } from "@contract/product"
import { NewSinceVisitNotice } from "@/features/catalog/components/new-since-visit"
import { GuestWatchMerge } from "@/features/watch-list/components/guest-watch-merge"
import { WatchHeart } from "@/features/watch-list/components/watch-heart"
import { useCollector } from "./use-collector"

// The parts of a page that depend on who is signed in, each reading the session itself. The
// session becomes known after a page is shown; then only these redraw, not the grids around
// them, whose redrawing would be one long task on a phone. Nor the layout: a new render of it
// would hand the route's Suspense boundary new props and make React hydrate the whole page
// content at once, in one synchronous task, if it was not hydrated yet.

export function CollectorWatchHeart({ product }: { product: Pick<Product, "id" | "name"> }) {
  return <WatchHeart product={product} collector={useCollector()} />
}

export function CollectorNewSinceVisit() {
  return <NewSinceVisitNotice collector={useCollector()} />
}

/** Merges a guest's watched pieces into the account once a collector signs in. */
export function CollectorGuestWatchMerge() {
  return <GuestWatchMerge collector={useCollector()} />
}
