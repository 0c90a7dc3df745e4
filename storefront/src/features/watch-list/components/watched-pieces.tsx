import { imageAtWidth } from "@contract/image-variants"
import type { WatchEntry } from "@contract/watch-list"
import { Link } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { AccountList } from "@/components/ui/account-list"
import { usePaths } from "@/config/paths"
import { toast } from "@/hooks/use-toast"
import { formatUnitPrice } from "@/lib/format"
import { useToggleWatch, useWatchList } from "../api/watch-list"
import { useLanguage, useT, type MessageId } from "@/i18n/react"

const STATE_LABEL: Record<WatchEntry["state"], MessageId> = {
  available: "watched.available",
  sold: "watched.sold",
  unavailable: "watched.unavailable",
}

function WatchedPiece({ entry, collector }: { entry: WatchEntry; collector: string }) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const toggle = useToggleWatch(collector)
  const product = entry.product
  const name = product?.name ?? t("watched.gone")
  return (
    <li className="flex flex-wrap items-center gap-4 p-4" data-testid="watched-piece">
      {product ? (
        <img
          src={imageAtWidth(product.frontImageUrl, 160)}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded bg-parchment object-contain"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        {product ? (
          <Link to={paths.product(product.handle)} className="font-medium hover:text-gold-700">
            {name}
          </Link>
        ) : (
          <span className="font-medium text-navy-900/70">{name}</span>
        )}
        {product?.quality ? <p className="text-sm text-navy-900/70">{t("watched.grade", { grade: product.quality })}</p> : null}
        {!entry.priceAlerts ? <p className="text-xs text-navy-900/60">{t("watched.emailsOff")}</p> : null}
      </div>
      <div className="flex flex-col items-end gap-1">
        {product ? <span className="font-semibold tabular-nums">{formatUnitPrice(product.finalPrice, language)}</span> : null}
        <span
          data-testid="watch-state"
          className={
            entry.state === "available"
              ? "text-sm text-green-800"
              : "rounded bg-navy-900 px-2 py-0.5 text-xs font-medium text-white"
          }
        >
          {t(STATE_LABEL[entry.state])}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={toggle.isPending}
        aria-label={t("watched.stop", { name })}
        onClick={() =>
          toggle.mutate(
            { productId: entry.productId, entryId: entry.id },
            { onError: (error) => toast({ title: t("watched.removeFailed"), description: error.message }) }
          )
        }
      >
        {t("watched.remove")}
      </Button>
    </li>
  )
}

/** The account's watch list: each piece with its current price and state; a sold piece stays, marked "Sold". */
export function WatchedPieces({ collector }: { collector: string }) {
  const t = useT()
  const { data, error } = useWatchList(collector)
  return (
    <section aria-labelledby="watch-list-heading" className="flex flex-col gap-4">
      <h2 id="watch-list-heading" className="text-xl font-semibold">
        {t("watchList.title")}
      </h2>
      <AccountList error={error} items={data?.entries} empty={t("watchList.empty")}>
        {(entry) => <WatchedPiece key={entry.id} entry={entry} collector={collector} />}
      </AccountList>
    </section>
  )
}
