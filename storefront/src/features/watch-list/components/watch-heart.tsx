import type { Product } from "@contract/product"
import clsx from "clsx"
import { HeartIcon } from "@/components/ui/card-icons"
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

/**
 * The heart on a card or product page: watch a piece, or stop watching it. A guest's heart reads
 * the browser's list alone: a listing draws one per card, and the account's list and its change
 * are asked for only once someone is signed in.
 */
export function WatchHeart({ product, collector, className }: WatchHeartProps) {
  return collector === null ? (
    <GuestHeart product={product} className={className} />
  ) : (
    <CollectorHeart product={product} collector={collector} className={className} />
  )
}

function GuestHeart({ product, className }: Omit<WatchHeartProps, "collector">) {
  const watched = useGuestWatchStore((s) => s.productIds.includes(product.id))
  const onClick = () => useGuestWatchStore.getState().toggle(product.id)
  return <HeartButton product={product} watched={watched} onClick={onClick} className={className} />
}

function CollectorHeart({ product, collector, className }: WatchHeartProps & { collector: string }) {
  const t = useT()
  const { data: list } = useWatchList(collector)
  const toggle = useToggleWatch(collector)
  const entry = list?.entries.find((e) => e.productId === product.id)

  function onClick() {
    toggle.mutate(
      { productId: product.id, entryId: entry?.id },
      { onError: (error) => toast({ title: t("watch.failed"), description: error.message }) }
    )
  }

  return (
    <HeartButton
      product={product}
      watched={entry !== undefined}
      disabled={toggle.isPending || list === undefined}
      onClick={onClick}
      className={className}
    />
  )
}

type HeartButtonProps = Omit<WatchHeartProps, "collector"> & { watched: boolean; disabled?: boolean; onClick: () => void }

function HeartButton({ product, watched, disabled = false, onClick, className }: HeartButtonProps) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={watched}
      aria-label={watched ? t("watch.stop", { name: product.name }) : t("watch.start", { name: product.name })}
      title={watched ? t("watch.on") : t("watch.add")}
      data-testid="watch-heart"
      className={clsx(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-navy-900/10 bg-white/90 text-navy-900 shadow-sm transition-colors hover:text-red-700 focus-visible:outline-2 focus-visible:outline-gold-500 disabled:opacity-60",
        className
      )}
    >
      <HeartIcon className={clsx("size-5", watched && "fill-red-600 text-red-600")} />
    </button>
  )
}
