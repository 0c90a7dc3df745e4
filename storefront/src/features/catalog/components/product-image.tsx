import clsx from "clsx"
import { useState } from "react"

export const PLACEHOLDER_IMAGE = "/images/placeholder-coin.svg"

type ProductImageProps = {
  src: string
  alt: string
  className?: string
  loading?: "lazy" | "eager"
}

/** An item's photograph; a neutral placeholder when it is missing or broken. */
export function ProductImage({ src, alt, className, loading = "lazy" }: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx("object-contain", className)}
    />
  )
}
