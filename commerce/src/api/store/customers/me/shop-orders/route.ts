import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { MedusaError } from "@medusajs/framework/utils"
import { getOrdersListWorkflow } from "@medusajs/medusa/core-flows"
import { LANGUAGES } from "../../../../../lib/languages"
import { translatedNames } from "../../../../../lib/translated-names"
import { SHOP_ORDER_FIELDS, withShopStatus } from "../../../../admin/shop-orders/shop-order-view"

// The account page lists this many orders, newest first.
const LIMIT = 50

// The account page's language (docs/decisions/248): English when left out.
const Query = z.object({
  lang: z.enum(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(", ")}, or left out for English` }).default("en"),
})

type Line = { product_id?: string | null; product_title?: string | null; title?: string | null }
type Listed = Parameters<typeof withShopStatus>[0] & { items?: (Line | null)[] | null }

/**
 * The signed-in customer's own orders as the shop server maps them: the same fields as the
 * staff's order answers, and the shop's status beside Medusa's, worked out here only. Each line's
 * `product_title` is the piece's name in the page's language (`lang`), the line's own where it has
 * none; the orders keep Medusa's names, as the order desk shows them.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = Query.safeParse(req.query)
  if (!query.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, query.error.issues.map((i) => i.message).join("; "))
  const { lang } = query.data
  const { result } = await getOrdersListWorkflow(req.scope).run({
    input: {
      fields: [...SHOP_ORDER_FIELDS, "items.product_id"],
      variables: {
        filters: { customer_id: req.auth_context.actor_id, is_draft_order: false },
        skip: 0,
        take: LIMIT,
        order: { created_at: "DESC" },
      },
    },
  })
  const orders = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Listed[]
  const lines = orders.flatMap((order) => (order.items ?? []).filter((item): item is Line => !!item))
  const pieceName = await translatedNames(
    req.scope,
    "product",
    "title",
    lang === "en" ? [] : lines.map((line) => line.product_id)
  )
  res.json({
    orders: orders.map((order) =>
      withShopStatus({
        ...order,
        ...(order.items && {
          items: order.items.map(
            (item) => item && { ...item, product_title: pieceName(lang, item.product_id, item.product_title || item.title || "") }
          ),
        }),
      })
    ),
  })
}
