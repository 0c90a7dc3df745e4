import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { keptLanguage, type Language } from "../../../lib/languages"
import { translatedNames } from "../../../lib/translated-names"
import type { CheckoutStep } from "../../../workflows/checkout/workflows/start-checkout"
import { noSuchCheckout } from "../../../workflows/checkout/refusals"

/** What the shop server shows of a checkout: its lines, shipping, address, totals and payment. */
const CHECKOUT_CART_FIELDS = [
  "id",
  "email",
  "region_id",
  "completed_at",
  "currency_code",
  "total",
  "item_total",
  "shipping_total",
  "metadata",
  "items.*",
  "shipping_methods.*",
  "shipping_address.*",
  "payment_collection.*",
  "payment_collection.payment_sessions.*",
]

type Line = { product_id?: string | null; product_title?: string | null; title?: string | null }
type Method = { shipping_option_id?: string | null; name: string }
type Named = {
  metadata?: Record<string, unknown> | null
  items?: (Line | null)[] | null
  shipping_methods?: (Method | null)[] | null
}

const present = <T>(list: (T | null)[] | null | undefined): T[] => (list ?? []).filter((entry): entry is T => !!entry)

/**
 * A cart or order as a shopper in its language reads it: each line's `product_title` the
 * product's name in the language (Medusa's translation, the line's own name where there is none),
 * each shipping method and offered option by its option's name in it. English as it is. Only the
 * answer changes: the cart and its order keep Medusa's names, as the order desk and the papers show them.
 */
export async function namedIn<T extends Named>(
  container: MedusaContainer,
  entity: T,
  options: CheckoutStep["shipping_options"] = []
): Promise<{ entity: T; options: CheckoutStep["shipping_options"] }> {
  const language: Language | undefined = keptLanguage(entity.metadata)
  if (!language || language === "en") return { entity, options }
  const items = present(entity.items)
  const methods = present(entity.shipping_methods)
  const [pieceName, optionName] = await Promise.all([
    translatedNames(
      container,
      "product",
      "title",
      items.map((item) => item.product_id)
    ),
    translatedNames(container, "shipping_option", "name", [
      ...options.map((option) => option.id),
      ...methods.map((method) => method.shipping_option_id),
    ]),
  ])
  return {
    entity: {
      ...entity,
      ...(entity.items && {
        items: items.map((item) => ({
          ...item,
          product_title: pieceName(language, item.product_id, item.product_title || item.title || ""),
        })),
      }),
      ...(entity.shipping_methods && {
        shipping_methods: methods.map((method) => ({
          ...method,
          name: optionName(language, method.shipping_option_id, method.name),
        })),
      }),
    },
    options: options.map((option) => ({ ...option, name: optionName(language, option.id, option.name) })),
  }
}

/** A checkout step's answer: the cart as it now is, the options offered and the payment session's data, in the cart's language. */
export async function checkoutView(container: MedusaContainer, step: CheckoutStep) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CHECKOUT_CART_FIELDS, filters: { id: step.cart_id } })
  const found = data[0] as Named | undefined
  if (!found) throw noSuchCheckout()
  const { entity: cart, options } = await namedIn(container, found, step.shipping_options)
  return { cart, shipping_options: options, payment_data: step.payment_data }
}
