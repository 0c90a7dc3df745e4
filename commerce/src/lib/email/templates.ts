import type { Language } from "../languages"
import { mailText, type MailText } from "./i18n"
import { render, type Block, type EmailContent } from "./layout"
import type { OrderView } from "./order-view"
import { orderNumber, type ShopSettings } from "./settings"

/** A day written out in English, "30 November 2026" (every language: mailText(language).date). */
export const longDate = (date: Date) => mailText("en").date(date)

/** The day a bank transfer must have arrived by: the hold after the order. */
export const paymentDeadline = (order: Pick<OrderView, "createdAt">, shop: ShopSettings) =>
  new Date(order.createdAt.getTime() + shop.holdDays * 24 * 60 * 60 * 1000)

/** An order's e-mails are written in the order's language (order-view.ts). */
const textOf = (order: Pick<OrderView, "language">) => mailText(order.language)

const footer = (m: MailText, shop: ShopSettings) =>
  m.t("footer", { shop: shop.name, url: shop.shopUrl, support: shop.supportEmail })
const greeting = (m: MailText, order: OrderView) =>
  order.customerName ? m.t("greeting", { name: order.customerName }) : m.t("greetingCollector")

function orderBlocks(m: MailText, order: OrderView): Block[] {
  const address = [...order.address, ...(order.phone ? [m.t("phone", { phone: order.phone })] : [])]
  return [
    { kind: "heading", text: m.t("orderHeading", { number: orderNumber(order.id) }) },
    {
      kind: "rows",
      rows: [
        ...order.items.map((i): [string, string] => [
          m.t("itemRow", { name: i.name || m.t("itemUnnamed"), quantity: String(i.quantity) }),
          m.euros(i.total),
        ]),
        [
          order.shippingName || m.t("shippingUnnamed"),
          order.shippingTotal === 0 ? m.t("shippingFree") : m.euros(order.shippingTotal),
        ],
        [m.t("total"), m.euros(order.total)],
      ],
    },
    ...(address.length
      ? [{ kind: "heading", text: m.t("shippingTo") } as Block, { kind: "text", text: address.join(", ") } as Block]
      : []),
  ]
}

export function bankDetails(order: OrderView, shop: ShopSettings): Block[] {
  const m = textOf(order)
  const deadline = m.date(paymentDeadline(order, shop))
  return [
    { kind: "heading", text: m.t("bankHeading") },
    { kind: "text", text: m.t("bankPlease", { amount: m.euros(order.total), date: deadline }) },
    {
      kind: "rows",
      rows: [
        [m.t("accountHolder"), shop.bank.accountHolder],
        [m.t("iban"), shop.bank.iban],
        [m.t("bic"), shop.bank.bic],
        [m.t("reference"), orderNumber(order.id).replace(/^#/, "")],
        [m.t("amount"), m.euros(order.total)],
        [m.t("payBy"), deadline],
      ],
    },
  ]
}

export function orderConfirmation(order: OrderView, shop: ShopSettings): EmailContent {
  const m = textOf(order)
  return render(
    m.t("confirmationSubject", { number: orderNumber(order.id), shop: shop.name }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: m.t(order.bankTransfer ? "confirmationTransfer" : "confirmationPaid") },
      ...orderBlocks(m, order),
      ...(order.bankTransfer ? bankDetails(order, shop) : []),
    ],
    footer(m, shop)
  )
}

export function paymentReceived(order: OrderView, shop: ShopSettings): EmailContent {
  const m = textOf(order)
  return render(
    m.t("paymentSubject", { number: orderNumber(order.id) }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: m.t("paymentText", { amount: m.euros(order.total) }) },
      ...orderBlocks(m, order),
    ],
    footer(m, shop)
  )
}

export function orderShipped(
  order: OrderView,
  shop: ShopSettings,
  tracking: { number?: string; carrier?: string }[]
): EmailContent {
  const m = textOf(order)
  const rows = tracking
    .filter((t) => t.number || t.carrier)
    .map((t): [string, string] => [
      t.carrier ? m.t("trackingBy", { carrier: t.carrier }) : m.t("trackingNumber"),
      t.number || "—",
    ])
  return render(
    m.t("shippedSubject", { number: orderNumber(order.id) }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: m.t("shippedText") },
      ...(rows.length ? [{ kind: "rows", rows } as Block] : []),
      ...orderBlocks(m, order),
    ],
    footer(m, shop)
  )
}

export function transferReminder(order: OrderView, shop: ShopSettings): EmailContent {
  const m = textOf(order)
  return render(
    m.t("reminderSubject", { number: orderNumber(order.id) }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: m.t("reminderText", { date: m.date(paymentDeadline(order, shop)) }) },
      ...bankDetails(order, shop),
      ...orderBlocks(m, order),
    ],
    footer(m, shop)
  )
}

export function transferCanceled(order: OrderView, shop: ShopSettings): EmailContent {
  const m = textOf(order)
  return render(
    m.t("unpaidSubject", { number: orderNumber(order.id) }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: m.t("unpaidText", { days: shop.holdDays }) },
      ...orderBlocks(m, order),
    ],
    footer(m, shop)
  )
}

/**
 * The welcome carries nothing the registrant typed: registering does not prove the address is
 * theirs, so a stranger's words (a name) must not reach it in the shop's name (docs/decisions/217).
 */
export function welcome(shop: ShopSettings, language?: Language): EmailContent {
  const m = mailText(language)
  return render(
    m.t("welcomeSubject", { shop: shop.name }),
    [
      { kind: "text", text: m.t("greetingCollector") },
      { kind: "text", text: m.t("welcomeText") },
      { kind: "link", label: m.t("welcomeLink"), url: m.page(shop.shopUrl, "/") },
    ],
    footer(m, shop)
  )
}

export function passwordReset(link: string, validMinutes: number, shop: ShopSettings, language?: Language): EmailContent {
  const m = mailText(language)
  return render(
    m.t("resetSubject", { shop: shop.name }),
    [
      { kind: "text", text: m.t("resetAsked") },
      { kind: "link", label: m.t("resetLink"), url: link },
      { kind: "text", text: m.t("resetValid", { minutes: validMinutes }) },
    ],
    footer(m, shop)
  )
}

/** Money given back to the buyer: how much, and where it goes. */
export type RefundFacts = { amountCents: number; method: "card" | "bank_transfer" | null }

const refundLine = (m: MailText, { amountCents, method }: RefundFacts) =>
  m.t(method === "bank_transfer" ? "refundTransfer" : "refundCard", { amount: m.cents(amountCents) })

export function orderCanceled(order: OrderView, shop: ShopSettings, refund: RefundFacts): EmailContent {
  const m = textOf(order)
  return render(
    m.t("canceledSubject", { number: orderNumber(order.id) }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: m.t("canceledText") },
      ...(refund.amountCents > 0 ? [{ kind: "text", text: refundLine(m, refund) } as Block] : []),
      { kind: "text", text: m.t("canceledHelp", { support: shop.supportEmail }) },
      ...orderBlocks(m, order),
    ],
    footer(m, shop)
  )
}

export function refundMade(order: OrderView, shop: ShopSettings, refund: RefundFacts & { pieces: string[] }): EmailContent {
  const m = textOf(order)
  return render(
    m.t("refundSubject", { amount: m.cents(refund.amountCents), number: orderNumber(order.id) }),
    [
      { kind: "text", text: greeting(m, order) },
      { kind: "text", text: refundLine(m, refund) },
      ...(refund.pieces.length
        ? [{ kind: "rows", rows: refund.pieces.map((p): [string, string] => [m.t("refundedPiece"), p]) } as Block]
        : []),
      ...orderBlocks(m, order),
    ],
    footer(m, shop)
  )
}
