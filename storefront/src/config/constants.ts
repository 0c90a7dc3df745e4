// Business constants of spec §9, named once.

export const ADDED_CONFIRMATION_MS = 2000
export const FILTER_DEBOUNCE_MS = 500

export const HERO_CATEGORY_COUNT = 5
export const SKELETON_COUNTS = {
  categories: 5,
  productGrid: 4,
  listing: 8,
} as const

// Fits a 4-, 3- and 2-column grid without a ragged last row.
export const PRODUCTS_PER_PAGE = 24

export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50

export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
