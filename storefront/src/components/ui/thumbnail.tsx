import { imageAtWidth } from "@contract/image-variants"

/** A piece's front face, small, at the start of its line in a list. */
export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={imageAtWidth(src, 160)}
      alt={alt}
      width={64}
      height={64}
      className="size-16 shrink-0 rounded-md border border-navy-900/10 bg-parchment object-contain"
    />
  )
}
