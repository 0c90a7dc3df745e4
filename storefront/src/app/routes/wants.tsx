import { usePaths } from "@/config/paths"
import { WantList } from "@/features/wants/components/want-list"
import { CollectorPage } from "./collector-page"

export function WantsRoute() {
  const paths = usePaths()
  return (
    <CollectorPage title="My wants" crumb="My wants" path={paths.wants} staffNote="Staff accounts keep no wants.">
      {(collector) => <WantList collector={collector} />}
    </CollectorPage>
  )
}
