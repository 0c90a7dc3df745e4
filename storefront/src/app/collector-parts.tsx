import type { Product } from "@contract/product"
import { paths } from "@/config/paths"
import { NewSinceVisitNotice } from "@/features/catalog/components/new-since-visit"
import { SaveSearch } from "@/features/wants/components/save-search"
import type { criteriaOf } from "@/features/wants/lib/criteria"
import { WatchHeart } from "@/features/watch-list/components/watch-heart"
import { useCollector } from "./use-collector"

// The parts of a page that depend on who is signed in, each reading the session itself. The
// session becomes known after a page is shown (and hydrated); then only these redraw, not the
// grids around them, whose redrawing would be one long task on a phone.

export function CollectorWatchHeart({ product }: { product: Pick<Product, "id" | "name"> }) {
  return <WatchHeart product={product} collector={useCollector()} />
}

export function CollectorNewSinceVisit() {
  return <NewSinceVisitNotice collector={useCollector()} />
}

/** "Save this search", for a signed-in collector on a listing with criteria. */
export function CollectorSaveSearch({
  criteria,
  categoryName,
}: {
  criteria: ReturnType<typeof criteriaOf>
  categoryName: string | undefined
}) {
  const collector = useCollector()
  if (!collector || Object.keys(criteria).length === 0) return null
  return <SaveSearch collector={collector} criteria={criteria} categoryName={categoryName} wantsPath={paths.wants} />
}
