import { z } from "zod"
import { Email, Language, PersonName } from "./user.js"

/** Most a single checkout may carry; far above any real basket of collectibles. */
export const MAX_LINES = 50
export const MAX_QUANTITY = 99
export const MAX_EUROS = 10_000_000

// A euro amount as a number or a decimal string with at most two decimals ("149", "149.5", "149.00").
const Euros = z
  .union([z.number(), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, "must be a euro amount such as 149.00")])
  .transform((value, ctx) => {
    const cents = Math.round(Number(value) * 100)
    const exact = typeof value === "string" || Math.abs(Number(value) * 100 - cents) < 1e-6
    if (!Number.isFinite(cents) || cents < 0 || cents > MAX_EUROS * 100 || !exact) {
      ctx.addIssue({ code: "custom", message: `must be a euro amount between 0 and ${MAX_EUROS} with at most two decimals` })
      return z.NEVER
    }
    return cents
  })

const text = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`)

/** The shopper's details, set on the Medusa cart and therefore on the order. */
export const CustomerInfo = z.object({
  firstName: PersonName("firstName"),
  lastName: PersonName("lastName"),
  email: Email,
})
export type CustomerInfo = z.infer<typeof CustomerInfo>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined)

/** Where the parcel goes; the country must be one the shop ships to (GET /api/checkout/countries). */
export const ShippingAddress = z.object({
  address1: text(200),
  address2: optionalText(200),
  postalCode: z
    .string()
    .trim()
    .min(1, "is required")
    .max(16, "must be at most 16 characters")
    .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, "must be letters, digits, spaces or hyphens"),
  city: text(100),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
    .transform((c) => c.toLowerCase()),
  phone: optionalText(30).refine((p) => p === undefined || /^\+?[0-9 ()./-]{4,30}$/.test(p), "must be a phone number"),
})
export type ShippingAddress = z.input<typeof ShippingAddress>

/** The address step: the address, and the shipping option the shopper chose (else the first offered). */
export const ShippingRequest = z
  .object({
    address: ShippingAddress,
    optionId: z
      .string()
      .regex(/^so_[0-9A-Za-z]{1,64}$/, "must be a shipping option id")
      .optional(),
  })
  .strict()
export type ShippingRequest = z.input<typeof ShippingRequest>

export const Country = z.object({ code: z.string(), name: z.string() })
export type Country = z.infer<typeof Country>

export const ShippingChoice = z.object({ id: z.string(), name: z.string(), amount: z.string() })
export type ShippingChoice = z.infer<typeof ShippingChoice>

export const PaymentMethod = z.enum(["card", "bank_transfer"])
export type PaymentMethod = z.infer<typeof PaymentMethod>

export const PaymentRequestItem = z.object({
  productId: z.string().regex(/^prod_[0-9A-Za-z]{1,64}$/, "must be a product id"),
  quantity: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`),
  // The unit price the shopper saw, in euros; compared with Medusa's, never used.
  price: Euros,
})

/** Spec §7 POST /api/create-payment-intent, plus the payment method. Prices and amount are only checked. */
export const PaymentRequest = z
  .object({
    items: z
      .array(PaymentRequestItem)
      .min(1, "must name at least one item")
      .max(MAX_LINES, `must have at most ${MAX_LINES} lines`)
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, "must name each product once"),
    // The cart total the shopper saw (items only), in euros.
    amount: Euros,
    // Optional here: the form is filled after the session exists; see POST /api/checkout/{id}/customer.
    customerInfo: CustomerInfo.optional(),
    method: PaymentMethod.default("card"),
    // The language the shopper orders in: the order's e-mails are written in it; English when left out.
    language: Language.optional(),
  })
  .strict()
export type PaymentRequest = z.input<typeof PaymentRequest>
export type ParsedPaymentRequest = z.output<typeof PaymentRequest>

const Money = z.string().regex(/^\d+\.\d{2}$/)

export const CheckoutLine = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: Money,
  lineTotal: Money,
})
export type CheckoutLine = z.infer<typeof CheckoutLine>

/** The answer: a payment session on a Medusa cart, with the server's own total. */
export const PaymentSession = z.object({
  checkoutId: z.string(),
  method: PaymentMethod,
  // Stripe's client secret for the PaymentElement; null for bank transfer.
  clientSecret: z.string().nullable(),
  lines: z.array(CheckoutLine),
  shipping: z.object({ name: z.string(), amount: Money }),
  // The options for the address given so far (the shop's own country before the address step).
  shippingOptions: z.array(z.object({ id: z.string(), name: z.string(), amount: Money })),
  shippingOptionId: z.string().nullable(),
  // Items plus shipping, what will be charged; euros.
  amount: Money,
  currency: z.literal("eur"),
})
export type PaymentSession = z.infer<typeof PaymentSession>

/** 409: the shopper's prices or amount are out of date; these are the current ones. */
export const StalePrices = z.object({
  message: z.string(),
  code: z.literal("stale_prices"),
  prices: z.array(z.object({ productId: z.string(), price: Money })),
  amount: Money,
})
export type StalePrices = z.infer<typeof StalePrices>

/** 409: an item is sold out, or asked above its stock. */
export const Unavailable = z.object({
  message: z.string(),
  code: z.literal("unavailable"),
  productId: z.string().nullable(),
  available: z.number().int().nonnegative().nullable(),
})
export type Unavailable = z.infer<typeof Unavailable>

export const BankTransferInstructions = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  // The order number without '#', to quote on the transfer.
  reference: z.string(),
  amount: Money,
})
export type BankTransferInstructions = z.infer<typeof BankTransferInstructions>

/** The placed order as the confirmation page shows it. */
export const PlacedOrder = z.object({
  orderId: z.string(),
  // '#ORD-' plus the last 6 characters of the id, uppercased (spec §3).
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  method: PaymentMethod,
  items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive(), lineTotal: Money })),
  shipping: Money,
  totalAmount: Money,
  bankTransfer: BankTransferInstructions.nullable(),
})
export type PlacedOrder = z.infer<typeof PlacedOrder>

export const CheckoutIdParams = z.object({ id: z.string().regex(/^cart_[0-9A-Za-z]{1,64}$/, "must be a checkout id") })
