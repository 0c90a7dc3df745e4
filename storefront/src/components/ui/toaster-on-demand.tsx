import { lazy, Suspense, useEffect, useState } from "react"
import { useToastStore } from "@/hooks/use-toast"
import { onDemand } from "@/lib/on-demand"

// Radix's toast is not needed to show a page: its code arrives once the page is first idle, and
// the region is drawn with the first notification (docs/decisions/250).
const toasterCode = onDemand(() => import("./toaster"))
const Toaster = lazy(() => toasterCode.load().then((m) => ({ default: m.Toaster })))

/** The notifications' region (F8), from the page's first notification on. */
export function ToasterOnDemand() {
  const queued = useToastStore((s) => s.toasts.length > 0)
  const [wanted, setWanted] = useState(false)
  useEffect(() => toasterCode.preload(), [])
  if (queued && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
