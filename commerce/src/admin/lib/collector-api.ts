import type { CollectorFields } from "../../modules/numismatics/validation"
import type { VatTreatment } from "../../modules/numismatics/vat-treatment"
import { sdk } from "./sdk"

export type Face = { id: string; url: string }

/** The answer of GET /admin/products/:id/collector (commerce/src/api/admin/products/[id]/collector). */
export type CollectorView = {
  product_id: string
  collector_item: (CollectorFields & { id: string; vat_treatment: VatTreatment }) | null
  faces: { obverse: Face | null; reverse: Face | null; other_images: number }
}

const path = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/collector`

export function getCollector(productId: string): Promise<CollectorView> {
  return sdk.client.fetch<CollectorView>(path(productId))
}

export function saveCollector(
  productId: string,
  fields: CollectorFields & { vat_treatment: VatTreatment }
): Promise<CollectorView> {
  return sdk.client.fetch<CollectorView>(path(productId), { method: "POST", body: fields })
}

export function swapFaces(productId: string): Promise<CollectorView> {
  return sdk.client.fetch<CollectorView>(`${path(productId)}/swap-faces`, { method: "POST" })
}

/** The message of a failed call, as Medusa wrote it. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
