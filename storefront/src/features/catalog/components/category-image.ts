// Illustrations shipped in public/images/categories, chosen by category name.
const IMAGES: ReadonlyArray<{ pattern: RegExp; src: string }> = [
  { pattern: /ancient|antiq|roman|greek|byzant/i, src: "/images/categories/ancient-coins.svg" },
  { pattern: /banknote|paper|note/i, src: "/images/categories/banknotes.svg" },
  { pattern: /medal|token|jeton/i, src: "/images/categories/medals.svg" },
  { pattern: /bullion|gold|silver/i, src: "/images/categories/bullion.svg" },
  { pattern: /modern|coin/i, src: "/images/categories/modern-coins.svg" },
]

export const DEFAULT_CATEGORY_IMAGE = "/images/categories/default.svg"

export function categoryImage(name: string): string {
  return IMAGES.find(({ pattern }) => pattern.test(name))?.src ?? DEFAULT_CATEGORY_IMAGE
}
