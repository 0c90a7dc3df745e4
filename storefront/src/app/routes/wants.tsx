import { usePaths } from "@/config/paths"
import { useFilterName } from "@/features/catalog/api/get-filters"
import { WantList } from "@/features/wants/components/want-list"
import { CollectorPage } from "./collector-page"
import { useT } from "@/i18n/react"

export function WantsRoute() {
  const t = useT()
  const paths = usePaths()
  const filterName = useFilterName()
  return (
    <CollectorPage title={t("wants.title")} crumb={t("wants.title")} path={paths.wants} staffNote={t("wants.staff")}>
      {(collector) => <WantList collector={collector} filterName={filterName} />}
    </CollectorPage>
  )
}
