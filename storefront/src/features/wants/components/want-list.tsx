import { AccountList } from "@/components/ui/account-list"
import { useWants } from "../api/wants"
import { WantRow } from "./want-row"

/** The account's wants ("My wants"). */
export function WantList({ collector }: { collector: string }) {
  const { data, error } = useWants(collector)
  return (
    <section aria-labelledby="wants-heading" className="flex flex-col gap-4">
      <h1 id="wants-heading" className="text-3xl font-semibold">
        My wants
      </h1>
      <AccountList
        error={error}
        items={data?.wants}
        empty='No wants yet. Search or filter the catalogue, then choose "Save this search" to hear when a matching piece arrives.'
      >
        {(want) => <WantRow key={want.id} want={want} collector={collector} />}
      </AccountList>
    </section>
  )
}
