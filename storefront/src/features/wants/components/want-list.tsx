import { Skeleton } from "@/components/ui/skeleton"
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
      {error ? (
        <p role="alert" className="text-red-800">
          {error.message}
        </p>
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.wants.length === 0 ? (
        <p className="rounded-lg border border-navy-900/10 bg-white p-6 text-navy-900/70">
          No wants yet. Search or filter the catalogue, then choose "Save this search" to hear when a matching piece arrives.
        </p>
      ) : (
        <ul className="divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white">
          {data.wants.map((want) => (
            <WantRow key={want.id} want={want} collector={collector} />
          ))}
        </ul>
      )}
    </section>
  )
}
