import type { ReactNode } from "react"
import { Skeleton } from "@/components/ui/skeleton"

type AccountListProps<T> = {
  error: Error | null
  /** Undefined while loading. */
  items: T[] | undefined
  /** What an empty list says. */
  empty: ReactNode
  /** One `<li>` with its key per item. */
  children: (item: T) => ReactNode
}

/** A list on an account page: its error, a skeleton while it loads, a sentence when it is empty. */
export function AccountList<T>({ error, items, empty, children }: AccountListProps<T>) {
  if (error)
    return (
      <p role="alert" className="text-red-800">
        {error.message}
      </p>
    )
  if (!items) return <Skeleton className="h-24 w-full" />
  if (items.length === 0) return <p className="rounded-lg border border-navy-900/10 bg-white p-6 text-navy-900/70">{empty}</p>
  return <ul className="divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white">{items.map(children)}</ul>
}
