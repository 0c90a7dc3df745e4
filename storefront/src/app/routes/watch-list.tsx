import { usePaths } from "@/config/paths"
import { WatchedPieces } from "@/features/watch-list/components/watched-pieces"
import { CollectorPage } from "./collector-page"
import { useT } from "@/i18n/react"

export function WatchListRoute() {
  const t = useT()
  const paths = usePaths()
  return (
    <CollectorPage
      title={t("watchList.title")}
      crumb={t("watchList.crumb")}
      path={paths.watchList}
      staffNote={t("watchList.staff")}
    >
      {(collector) => <WatchedPieces collector={collector} />}
    </CollectorPage>
  )
}
