import { lazy, Suspense, useState } from "react"
import { useToastStore } from "@/hooks/use-toast"
import { useIdle } from "@/hooks/use-idle"

// Radix's toast is not needed to show a page: its code arrives once the page is first idle, or
// with the first notification if that comes sooner (docs/decisions/250).
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })))

/** The notifications' region (F8), from the page's first idle moment or its first notification on. */
export function ToasterOnDemand() {
  const idle = useIdle()
  const queued = useToastStore((s) => s.toasts.length > 0)
  const [wanted, setWanted] = useState(false)
  if ((idle || queued) && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
