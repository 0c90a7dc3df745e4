import { Loader2 } from "lucide-react"
import { useT } from "@/i18n/react"

/** Shown while a route's code or data arrives; a screen tall, so the footer stays below the fold and does not jump. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT()
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-2 text-navy-900/70">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span>{label ?? t("common.loading")}</span>
    </div>
  )
}
