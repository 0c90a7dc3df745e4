import { render, type Block, type EmailContent } from "./layout"
import type { OrderView } from "./order-view"
import { orderNumber, type ShopSettings } from "./settings"

const euros = (amount: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(amount)
export const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** The day a bank transfer must have arrived by: the hold after the order. */
export const paymentDeadline = (order: Pick<OrderView, "createdAt">, shop: ShopSettings) =>
  new Date(order.createdAt.getTime() + shop.holdDays * 24 * 60 * 60 * 1000)

const footer = (shop: ShopSettings) => `${shop.name} · ${shop.shopUrl} · Questions? Write to ${shop.supportEmail}`
const greeting = (order: OrderView) => `Dear ${order.customerName || "collector"},`

function orderBlocks(order: OrderView): Block[] {
  return [
    { kind: "heading", text: `Order ${orderNumber(order.id)}` },
    {
      kind: "rows",
      rows: [
        ...order.items.map((i): [string, string] => [`${i.name} × ${i.quantity}`, euros(i.total)]),
        [order.shippingName, order.shippingTotal === 0 ? "Free" : euros(order.shippingTotal)],
        ["Total (VAT included where due)", euros(order.total)],
      ],
    },
    ...(order.address.length
      ? [{ kind: "heading", text: "Shipping to" } as Block, { kind: "text", text: order.address.join(", ") } as Block]
      : []),
  ]
}

export function bankDetails(order: OrderView, shop: ShopSettings): Block[] {
  return [
    { kind: "heading", text: "Bank transfer" },
    {
      kind: "text",
      text: `Please transfer ${euros(order.total)} by ${longDate(paymentDeadline(order, shop))}. We hold your pieces until then; unpaid orders are cancelled afterwards.`,
    },
    {
      kind: "rows",
      rows: [
        ["Account holder", shop.bank.accountHolder],
        ["IBAN", shop.bank.iban],
        ["BIC", shop.bank.bic],
        ["Reference", orderNumber(order.id).replace(/^#/, "")],
        ["Amount", euros(order.total)],
        ["Pay by", longDate(paymentDeadline(order, shop))],
      ],
    },
  ]
}

export function orderConfirmation(order: OrderView, shop: ShopSettings): EmailContent {
  const number = orderNumber(order.id)
  return render(
    `Your order ${number} at ${shop.name}`,
    [
      { kind: "text", text: greeting(order) },
      {
        kind: "text",
        text: order.bankTransfer
          ? "Thank you for your order. It is reserved for you and ships as soon as your bank transfer arrives."
          : "Thank you for your order. Your payment has been received and we are preparing your parcel.",
      },
      ...orderBlocks(order),
      ...(order.bankTransfer ? bankDetails(order, shop) : []),
    ],
    footer(shop)
  )
}

export function paymentReceived(order: OrderView, shop: ShopSettings): EmailContent {
  return render(
    `Payment received for order ${orderNumber(order.id)}`,
    [
      { kind: "text", text: greeting(order) },
      {
        kind: "text",
        text: `We have received your payment of ${euros(order.total)}. Your pieces are being prepared for shipping.`,
      },
      ...orderBlocks(order),
    ],
    footer(shop)
  )
}

export function orderShipped(
  order: OrderView,
  shop: ShopSettings,
  tracking: { number?: string; carrier?: string }[]
): EmailContent {
  const rows = tracking
    .filter((t) => t.number || t.carrier)
    .map((t): [string, string] => [t.carrier ? `Tracking (${t.carrier})` : "Tracking number", t.number || "—"])
  return render(
    `Your order ${orderNumber(order.id)} has shipped`,
    [
      { kind: "text", text: greeting(order) },
      { kind: "text", text: "Your parcel is on its way, insured to its full value." },
      ...(rows.length ? [{ kind: "rows", rows } as Block] : []),
      ...orderBlocks(order),
    ],
    footer(shop)
  )
}

export function transferReminder(order: OrderView, shop: ShopSettings): EmailContent {
  return render(
    `Reminder: payment for order ${orderNumber(order.id)} is due`,
    [
      { kind: "text", text: greeting(order) },
      {
        kind: "text",
        text: `We have not yet received your bank transfer. Your pieces stay reserved until ${longDate(paymentDeadline(order, shop))}; after that the order is cancelled.`,
      },
      ...bankDetails(order, shop),
      ...orderBlocks(order),
    ],
    footer(shop)
  )
}

export function transferCanceled(order: OrderView, shop: ShopSettings): EmailContent {
  return render(
    `Order ${orderNumber(order.id)} cancelled: no payment received`,
    [
      { kind: "text", text: greeting(order) },
      {
        kind: "text",
        text: `We did not receive your bank transfer within ${shop.holdDays} days, so the order has been cancelled and its pieces released. If you have just paid, write to us and we will sort it out.`,
      },
      ...orderBlocks(order),
    ],
    footer(shop)
  )
}

/**
 * The welcome carries nothing the registrant typed: registering does not prove the address is
 * theirs, so a stranger's words (a name) must not reach it in the shop's name (docs/decisions/217).
 */
export function welcome(shop: ShopSettings): EmailContent {
  return render(
    `Welcome to ${shop.name}`,
    [
      { kind: "text", text: "Dear collector," },
      { kind: "text", text: "Your account is ready. Sign in to see your orders and keep your addresses for a faster checkout." },
      { kind: "link", label: "Visit the shop", url: `${shop.shopUrl}/` },
    ],
    footer(shop)
  )
}

export function passwordReset(link: string, validMinutes: number, shop: ShopSettings): EmailContent {
  return render(
    `Reset your ${shop.name} password`,
    [
      { kind: "text", text: "Someone asked to reset the password of the account with this e-mail address." },
      { kind: "link", label: "Choose a new password", url: link },
      {
        kind: "text",
        text: `The link works once and for ${validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      },
    ],
    footer(shop)
  )
}

/** Money given back to the buyer: how much, and where it goes. */
export type RefundFacts = { amountCents: number; method: "card" | "bank_transfer" | null }

const refundLine = ({ amountCents, method }: RefundFacts) =>
  method === "bank_transfer"
    ? `We have sent ${euros(amountCents / 100)} back to you by bank transfer; it should reach your account within a few working days.`
    : `We have refunded ${euros(amountCents / 100)} to your card; your bank shows it within a few working days.`

export function orderCanceled(order: OrderView, shop: ShopSettings, refund: RefundFacts): EmailContent {
  return render(
    `Order ${orderNumber(order.id)} cancelled`,
    [
      { kind: "text", text: greeting(order) },
      { kind: "text", text: "Your order has been cancelled and its pieces are no longer reserved for you." },
      ...(refund.amountCents > 0 ? [{ kind: "text", text: refundLine(refund) } as Block] : []),
      { kind: "text", text: `If this comes as a surprise, write to ${shop.supportEmail} and we will help.` },
      ...orderBlocks(order),
    ],
    footer(shop)
  )
}

export function refundMade(order: OrderView, shop: ShopSettings, refund: RefundFacts & { pieces: string[] }): EmailContent {
  return render(
    `Refund of ${euros(refund.amountCents / 100)} for order ${orderNumber(order.id)}`,
    [
      { kind: "text", text: greeting(order) },
      { kind: "text", text: refundLine(refund) },
      ...(refund.pieces.length
        ? [{ kind: "rows", rows: refund.pieces.map((p): [string, string] => ["Refunded piece", p]) } as Block]
        : []),
      ...orderBlocks(order),
    ],
    footer(shop)
  )
}
