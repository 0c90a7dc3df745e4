import { usePaths } from "@/config/paths"
import { WatchedPieces } from "@/features/watch-list/components/watched-pieces"
import { CollectorPage } from "./collector-page"

export function WatchListRoute() {
  const paths = usePaths()
  return (
    <CollectorPage
      title="Your watch list"
      crumb="Watch list"
      path={paths.watchList}
      staffNote="Staff accounts keep no watch list."
    >
      {(collector) => <WatchedPieces collector={collector} />}
    </CollectorPage>
  )
}
