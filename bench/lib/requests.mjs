// The distinct catalogue page requests the benchmark sends, and the same pages
// asked of Medusa's own GET /store/products and POST /store/search.

const WORDS = [
  "denarius",
  "denar",
  "trajan",
  "sestertius",
  "franc",
  "dollar",
  "crown",
  "mark",
  "silver",
  "gold",
  "tetradrachm",
  "napoleon",
  "victoria",
  "rubles",
  "yuan",
  "medal",
  "penny",
  "ducat",
  "solidus",
  "sestertious",
]
// What a German collector types for the same pieces: names, grade words, a typo.
const GERMAN_WORDS = [
  "denar",
  "sesterz",
  "taler",
  "mark",
  "gulden",
  "dukat",
  "silber",
  "gold",
  "tetradrachme",
  "medaille",
  "krone",
  "vorzüglich",
  "vz",
  "sehr schön",
  "stempelglanz",
  "sesterze",
]
const SORTS = ["relevance", "newest", "price_asc", "price_desc"]
const PERIODS = ["roman", "century", "republic", "medieval", "modern"]
const QUALITIES = ["vf", "xf", "unc", "ms", "au"]

const LIMIT = 24

/** A deterministic pseudo-random sequence, so every run sends the same requests. */
function sequence(seed) {
  let state = seed
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % n
  }
}

/**
 * At least `count` distinct page requests mixing search words, every filter, sorts
 * and pages, built from the catalogue's real categories, countries and materials.
 * Another `seed` gives other pages of the same kinds.
 */
export function pageRequests({ categories, countries, materials }, count = 600, seed = 42) {
  const pick = sequence(seed)
  const seen = new Map()
  while (seen.size < count) {
    const page = { limit: LIMIT, page: 1 + pick(pick(4) === 0 ? 400 : 5) }
    const kind = pick(6)
    if (kind <= 1) page.search = WORDS[pick(WORDS.length)]
    if (kind === 2 || kind === 5 || pick(3) === 0) page.category = categories[pick(categories.length)]
    if (kind === 3 || pick(5) === 0) page.country = countries[pick(countries.length)]
    if (kind === 4 || pick(5) === 0) page.material = materials[pick(materials.length)]
    if (pick(8) === 0) page.period = PERIODS[pick(PERIODS.length)]
    if (pick(8) === 0) page.quality = QUALITIES[pick(QUALITIES.length)]
    page.sort = SORTS[pick(SORTS.length)]
    if (page.search) page.page = 1 + pick(3)
    const key = JSON.stringify(page)
    if (!seen.has(key)) seen.set(key, page)
  }
  return [...seen.values()]
}

/** The same pages asked in German (`lang=de`), their search words a German collector's. */
export function inGerman(pages) {
  const pick = sequence(11)
  return pages.map((page) => ({
    ...page,
    ...(page.search ? { search: GERMAN_WORDS[pick(GERMAN_WORDS.length)] } : {}),
    lang: "de",
  }))
}

// Price ranges a collector sets: a budget, a floor, a band (euros; the bulk catalogue
// runs from a few euros to 25,000).
const PRICE_RANGES = [
  { priceMax: "20" },
  { priceMax: "100" },
  { priceMin: "500" },
  { priceMin: "2000" },
  { priceMin: "50", priceMax: "150" },
  { priceMin: "12.50", priceMax: "40" },
  { priceMin: "200", priceMax: "1000" },
  { priceMin: "1000", priceMax: "5000" },
]

/** The same pages, each with a price range added, so the two runs differ only by the range. */
export function withPriceRanges(pages) {
  const pick = sequence(7)
  return pages.map((page) => ({ ...page, ...PRICE_RANGES[pick(PRICE_RANGES.length)] }))
}

/**
 * Shop requests to warm both servers with before anything is measured: pages of the same kinds,
 * in English, with a price range and in German, but none of the `measured` requests, which must be
 * asked for the first time when they are measured.
 */
export function warmUpRequests(values, measured, count) {
  const asked = new Set(measured.map((request) => request.path))
  const others = pageRequests(values, count, 4242)
  return [...others, ...withPriceRanges(others), ...inGerman(others)]
    .map((page) => ({ method: "GET", path: shopPath(page) }))
    .filter((request) => !asked.has(request.path))
}

/** GET /api/products?… */
export function shopPath(page) {
  const qs = new URLSearchParams()
  for (const [key, value] of Object.entries(page)) qs.set(key, String(value))
  return `/api/products?${qs}`
}

/** The same page from Medusa's GET /store/products (q, category and paging are all it can express). */
export function storeProductsPath(page, categoryIds, regionId) {
  const qs = new URLSearchParams({
    region_id: regionId,
    limit: String(page.limit),
    offset: String((page.page - 1) * page.limit),
    fields: "id,title,handle,description,thumbnail,material,*categories,*variants.calculated_price,+variants.inventory_quantity",
  })
  if (page.search) qs.set("q", page.search)
  if (page.category && categoryIds.get(page.category)) qs.set("category_id", categoryIds.get(page.category))
  if (page.sort === "newest") qs.set("order", "-created_at")
  return `/store/products?${qs}`
}

/** The same page as a POST /store/search body for the engine's product index. */
export function storeSearchBody(page, categoryIds) {
  const filters = {}
  if (page.search) filters.q = page.search
  if (page.category) filters.category_ids = categoryIds.get(page.category) ?? "none"
  if (page.country) filters.country = page.country
  if (page.material) filters.material = page.material
  if (page.period) filters.period_folded = { $like: `%${page.period}%` }
  if (page.quality) filters.grade_folded = { $like: `%${page.quality}%` }
  const order = {
    relevance: page.search ? { _score: "DESC" } : { created_at: "DESC" },
    newest: { created_at: "DESC" },
    price_asc: { price: "ASC" },
    price_desc: { price: "DESC" },
  }[page.sort]
  return JSON.stringify({
    entity: "product",
    filters,
    pagination: { skip: (page.page - 1) * page.limit, take: page.limit, order },
    search_options: { typo_tolerance: !!page.search, count: "exact" },
  })
}
