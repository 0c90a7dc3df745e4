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
}

// Every piece is photographed square; the attributes reserve that shape before the file arrives.
const SIDE = 600

/** An item's photograph; a neutral placeholder when it is missing or broken. */
export function ProductImage({ src, alt, className, loading = "lazy", priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
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
