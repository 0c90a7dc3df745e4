// Illustrations shipped in public/images/categories, chosen by category name; the build
// writes a WebP copy of each (build/rasterise.ts), which is what the page shows.
const IMAGES: ReadonlyArray<{ pattern: RegExp; src: string }> = [
  { pattern: /ancient|antiq|roman|greek|byzant/i, src: "/images/categories/ancient-coins.webp" },
  { pattern: /banknote|paper|note/i, src: "/images/categories/banknotes.webp" },
  { pattern: /medal|token|jeton/i, src: "/images/categories/medals.webp" },
  { pattern: /bullion|gold|silver/i, src: "/images/categories/bullion.webp" },
  { pattern: /modern|coin/i, src: "/images/categories/modern-coins.webp" },
]

export const DEFAULT_CATEGORY_IMAGE = "/images/categories/default.webp"

export function categoryImage(name: string): string {
  return IMAGES.find(({ pattern }) => pattern.test(name))?.src ?? DEFAULT_CATEGORY_IMAGE
}
