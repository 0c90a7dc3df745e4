import { useCategories } from "../api/get-categories"

function titleCase(handle: string): string {
  return handle
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

/** A category given by name or handle, as the shop names it. */
export function useCategoryName(value: string | undefined): string | undefined {
  const { data: categories } = useCategories()
  if (!value) return undefined
  const match = categories?.find((c) => c.handle === value || c.name.toLowerCase() === value.toLowerCase())
  if (match) return match.name
  // Until categories load (or for an unknown handle), a readable guess.
  return /^[a-z0-9-]+$/.test(value) ? titleCase(value) : value
}
