import { imageSrcSet } from "@contract/image-variants"
import clsx from "clsx"
import { useState } from "react"
import { useIdle } from "@/hooks/use-idle"

export const PLACEHOLDER_IMAGE = "/images/placeholder-coin.svg"

/** A transparent pixel that holds a deferred picture's place: drawn without a request. */
const HOLDER = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

/** From this width up (three cards a row or more) a deferred picture is asked for at once. */
const WIDE = "(min-width: 768px)"

type ProductImageProps = {
  src: string
  alt: string
  className?: string
  loading?: "lazy" | "eager"
  /** The first screen's largest picture: fetched before the others (the server also preloads it). */
  priority?: boolean
  /**
   * Below a phone's first screen: on a phone it is asked for once the page is first idle, after its
   * first paint and hydration, so that its request does not share the phone's connection with the first screen's
   * (docs/decisions/233). On wider screens, and without scripts, it is an ordinary picture.
   */
  deferred?: boolean
  /** How wide it is shown (an `<img sizes>`), so the browser fetches the narrowest WebP that is sharp enough. */
  sizes: string
}

// Every piece is photographed square; the attributes reserve that shape before the file arrives.
const SIDE = 600

/** An item's photograph; a neutral placeholder when it is missing or broken. */
export function ProductImage({
  src,
  alt,
  className,
  loading = "lazy",
  priority = false,
  deferred = false,
  sizes,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  const started = useIdle()
  const shown = failed || !src ? PLACEHOLDER_IMAGE : src
  const srcSet = imageSrcSet(shown)
  const picture = (held: boolean) => (
    <img
      src={held ? HOLDER : shown}
      srcSet={held ? undefined : srcSet}
      sizes={!held && srcSet ? sizes : undefined}
      alt={alt}
      width={SIDE}
      height={SIDE}
      loading={loading}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx("object-contain", className)}
    />
  )
  if (!deferred) return picture(false)
  // The same <picture> before and after the page runs: on a wide screen its <source> is the one
  // shown throughout; on a phone the <img> changes from the transparent pixel to the photograph.
  return (
    <>
      <picture className="contents [@media(scripting:none)]:hidden">
        <source media={WIDE} srcSet={srcSet ?? shown} sizes={srcSet ? sizes : undefined} />
        {picture(!started)}
      </picture>
      <noscript>{picture(false)}</noscript>
    </>
  )
}
