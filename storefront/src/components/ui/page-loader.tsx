import { Loader2 } from "lucide-react"

/** Shown while a route's code or data arrives. */
export function PageLoader({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-navy-900/70">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </div>
  )
}
