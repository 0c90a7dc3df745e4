import type { Product } from "@contract/product"
import clsx from "clsx"
import { Heart } from "lucide-react"
import { toast } from "@/hooks/use-toast"
import { useToggleWatch, useWatchList } from "../api/watch-list"
import { useGuestWatchStore } from "../stores/guest-watch-store"
import { useT } from "@/i18n/react"

type WatchHeartProps = {
  product: Pick<Product, "id" | "name">
  /** The signed-in collector (their e-mail); null for a guest, whose list stays in this browser. */
  collector: string | null
  className?: string
}

/** The heart on a card or product page: watch a piece, or stop watching it. */
export function WatchHeart({ product, collector, className }: WatchHeartProps) {
  const t = useT()
  const guestIds = useGuestWatchStore((s) => s.productIds)
  const toggleGuest = useGuestWatchStore((s) => s.toggle)
  const { data: list } = useWatchList(collector)
  const toggle = useToggleWatch(collector ?? "")
  const entry = list?.entries.find((e) => e.productId === product.id)
  const watched = collector === null ? guestIds.includes(product.id) : entry !== undefined

  function onClick() {
    if (collector === null) return toggleGuest(product.id)
    toggle.mutate(
      { productId: product.id, entryId: entry?.id },
      { onError: (error) => toast({ title: t("watch.failed"), description: error.message }) }
    )
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending || (collector !== null && list === undefined)}
      aria-pressed={watched}
      aria-label={watched ? t("watch.stop", { name: product.name }) : t("watch.start", { name: product.name })}
      title={watched ? t("watch.on") : t("watch.add")}
      data-testid="watch-heart"
      className={clsx(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-navy-900/10 bg-white/90 text-navy-900 shadow-sm transition-colors hover:text-red-700 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:opacity-60",
        className
      )}
    >
      <Heart className={clsx("size-5", watched && "fill-red-600 text-red-600")} aria-hidden />
    </button>
  )
}
