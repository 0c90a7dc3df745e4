import { slugify } from "../slugify"
import type { CatalogueItem, Category, GradingService } from "../types"
import { ancientCoin, modernCoin } from "./make-coins"
import { banknote, bullionCoin, medalOrToken } from "./make-others"
import { Dice } from "./random"
import {
  ANCIENT_GRADES,
  BULLION_GRADES,
  BULLION_SLAB_GRADES,
  certificate,
  NOTE_GRADES,
  RAW_GRADES,
  SHELDON_GRADES,
  type Maker,
} from "./shared"

type Recipe = {
  /** Upper bound of this category's share when a uniform draw picks the category. */
  upTo: number
  make: Maker
  rawGrades: readonly string[]
  slabGrades: readonly string[]
  /** Chance of being slabbed, and by whom. */
  slabbed: number
  services: readonly GradingService[]
}

const RECIPES: ReadonlyArray<readonly [Category, Recipe]> = [
  [
    "Ancient Coins",
    { upTo: 0.17, make: ancientCoin, rawGrades: ANCIENT_GRADES, slabGrades: ANCIENT_GRADES, slabbed: 0.06, services: ["NGC"] },
  ],
  [
    "Modern Coins",
    {
      upTo: 0.42,
      make: modernCoin,
      rawGrades: RAW_GRADES,
      slabGrades: SHELDON_GRADES,
      slabbed: 0.15,
      services: ["NGC", "PCGS", "NGC", "PCGS", "ANACS"],
    },
  ],
  [
    "Banknotes",
    { upTo: 0.66, make: banknote, rawGrades: NOTE_GRADES, slabGrades: NOTE_GRADES, slabbed: 0.12, services: ["PMG"] },
  ],
  [
    "Medals & Tokens",
    { upTo: 0.9, make: medalOrToken, rawGrades: RAW_GRADES, slabGrades: SHELDON_GRADES, slabbed: 0.03, services: ["NGC"] },
  ],
  [
    "Bullion",
    {
      upTo: 1,
      make: bullionCoin,
      rawGrades: BULLION_GRADES,
      slabGrades: BULLION_SLAB_GRADES,
      slabbed: 0.08,
      services: ["NGC", "PCGS"],
    },
  ],
]

/** Spreads neighbouring indexes over the seed space so consecutive items are unrelated. */
const seedOf = (index: number): number => (Math.imul(index + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0

/**
 * Item number `index` of the bulk benchmark catalogue: the same item for the same index,
 * every time, on every machine. Handles end in `-b{index}`, so they are unique.
 */
export function bulkItem(index: number): CatalogueItem {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`bulk index must be a non-negative integer, got ${index}`)
  const dice = new Dice(seedOf(index))
  const draw = dice.float()
  let chosen = RECIPES[RECIPES.length - 1]
  for (const candidate of RECIPES) {
    if (draw < candidate[1].upTo) {
      chosen = candidate
      break
    }
  }
  const [category, recipe] = chosen
  const service = dice.chance(recipe.slabbed) ? dice.pick(recipe.services) : null
  const grade = dice.pick(service ? recipe.slabGrades : recipe.rawGrades)
  const made = recipe.make(dice, grade, service !== null)
  const common = made.priceEur < (category === "Bullion" ? 100 : 60)
  const flag = dice.float()
  return {
    handle: `${slugify(made.title)}-b${index}`,
    ...made,
    category,
    grade,
    stock: common && dice.chance(0.35) ? dice.int(2, 20) : 1,
    gradingService: service,
    certificateNumber: service ? certificate(dice, service) : null,
    isFeatured: flag < 0.01,
    isNew: flag >= 0.01 && flag < 0.02,
  }
}
