// Zod-free: the storefront's first screen imports it.

/** Shown when a piece has no photograph; served by the shop server itself. */
export const PLACEHOLDER_IMAGE = "/static/placeholder.svg"

/** The widths, in pixels, a catalogue picture is served in as WebP: /static/x.svg?w=480. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const

/** A card's picture: two columns on phones, then three and four (the grid's breakpoints). */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, calc(50vw - 2rem)"

/** A product page's obverse and reverse: the gallery's column on large screens, side by side on tablets, a swiped slide of about four fifths of a phone. */
export const DETAIL_IMAGE_SIZES = "(min-width: 1024px) 40vw, (min-width: 640px) 45vw, 80vw"

/** Whether the shop server makes width variants of this address: Medusa's files it proxies, not the placeholder or a CDN's URL. */
function hasVariants(src: string): boolean {
  return src.startsWith("/static/") && !src.includes("?") && src !== PLACEHOLDER_IMAGE
}

/** The `srcset` of a picture with width variants, or undefined for one used as it is. */
export function imageSrcSet(src: string): string | undefined {
  if (!hasVariants(src)) return undefined
  return IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(", ")
}

/** A small picture's address at one of IMAGE_WIDTHS (a thumbnail's width times two for sharp screens). */
export function imageAtWidth(src: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return hasVariants(src) ? `${src}?w=${width}` : src
}
