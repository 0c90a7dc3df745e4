import type WantsModuleService from "../../../../../modules/wants/service"

type Want = Awaited<ReturnType<WantsModuleService["listWants"]>>[number]

/** A want as the store routes answer it: its name, alert setting and the filters as given. */
export const wantView = (want: Want) => ({
  id: want.id,
  name: want.name,
  alerts: want.alerts,
  created_at: new Date(want.created_at).toISOString(),
  criteria: {
    search: want.search,
    category: want.category,
    country: want.country,
    material: want.material,
    period: want.period,
    quality: want.quality,
    price_min_cents: want.price_min_cents,
    price_max_cents: want.price_max_cents,
  },
})
