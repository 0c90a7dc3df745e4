import { AccountList } from "@/components/ui/account-list"
import { useWants } from "../api/wants"
import type { FilterName } from "../lib/criteria"
import { WantRow } from "./want-row"
import { useT } from "@/i18n/react"

/** The account's wants ("My wants"), their countries and materials named by `filterName`. */
export function WantList({ collector, filterName }: { collector: string; filterName?: FilterName }) {
  const t = useT()
  const { data, error } = useWants(collector)
  return (
    <section aria-labelledby="wants-heading" className="flex flex-col gap-4">
      <h1 id="wants-heading" className="text-3xl font-semibold">
        {t("wants.title")}
      </h1>
      <AccountList error={error} items={data?.wants} empty={t("wants.empty")}>
        {(want) => <WantRow key={want.id} want={want} collector={collector} filterName={filterName} />}
      </AccountList>
    </section>
  )
}
