import ancientCoins from "./data/ancient-coins.json"
import banknotes from "./data/banknotes.json"
import bullion from "./data/bullion.json"
import medalsAndTokens from "./data/medals-tokens.json"
import modernCoins from "./data/modern-coins.json"
import { coinRows, noteRows } from "./data/row"
import { uniqueHandles } from "./slugify"
import type { CatalogueItem } from "./types"

/**
 * The hand-written demo catalogue seeded on first start: the same items, in the same
 * order, on every call. Each call returns fresh objects, so callers may change them.
 */
export function demoCatalogue(): CatalogueItem[] {
  const drafts = [
    ...coinRows("Ancient Coins", ancientCoins),
    ...coinRows("Modern Coins", modernCoins),
    ...noteRows(banknotes),
    ...coinRows("Medals & Tokens", medalsAndTokens),
    ...coinRows("Bullion", bullion),
  ]
  const handles = uniqueHandles(drafts.map((draft) => draft.title))
  return drafts.map((draft, i) => ({ handle: handles[i], ...draft }))
}
