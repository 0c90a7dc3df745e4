import { ancientCoins } from "./data/ancient-coins"
import { banknotes } from "./data/banknotes"
import { bullionCoins } from "./data/bullion"
import { medalsAndTokens } from "./data/medals-tokens"
import { modernCoins } from "./data/modern-coins"
import { uniqueHandles } from "./slugify"
import type { CatalogueItem } from "./types"

/**
 * The hand-written demo catalogue seeded on first start: the same items, in the same
 * order, on every call. Each call returns fresh objects, so callers may change them.
 */
export function demoCatalogue(): CatalogueItem[] {
  const drafts = [...ancientCoins, ...modernCoins, ...banknotes, ...medalsAndTokens, ...bullionCoins]
  const handles = uniqueHandles(drafts.map((draft) => draft.title))
  return drafts.map((draft, i) => ({ handle: handles[i], ...draft }))
}
