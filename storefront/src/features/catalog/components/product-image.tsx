import { imageSrcSet } from "@contract/image-variants"
import clsx from "clsx"
import { useState } from "react"

export const PLACEHOLDER_IMAGE = "/images/placeholder-coin.svg"

type ProductImageProps = {
  src: string
  alt: string
  className?: string
  loading?: "lazy" | "eager"
  /** The first screen's largest picture: fetched before the others (the server also preloads it). */
  priority?: boolean
  /** How wide it is shown (an `<img sizes>`), so the browser fetches the narrowest WebP that is sharp enough. */
  sizes: string
}

// Every piece is photographed square; the attributes reserve that shape before the file arrives.
const SIDE = 600

/** An item's photograph; a neutral placeholder when it is missing or broken. */
export function ProductImage({ src, alt, className, loading = "lazy", priority = false, sizes }: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  const shown = failed || !src ? PLACEHOLDER_IMAGE : src
  const srcSet = imageSrcSet(shown)
  return (
    <img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
}
