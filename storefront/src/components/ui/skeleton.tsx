import clsx from "clsx"

/** A shimmering block that holds the place of content still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx("animate-pulse rounded-md bg-navy-900/10", className)} />
}
