// A local, Stripe-compatible HTTP server for offline tests. It speaks Stripe's REST
// shapes for the calls Medusa's Stripe provider makes (payment intents: create,
// retrieve, update, confirm, capture, cancel; refunds; customers) and keeps its state in memory.
// Confirming with payment_method "pm_card_visa" authorises; "pm_card_chargeDeclined" declines.
// Like Stripe, it also answers the browser: with the publishable key, a payment intent's
// client secret lets the page read and confirm that one intent (CORS allowed), which is
// what the browser tests' fake Stripe.js (storefront/e2e/fakes/stripe-js.js) does.
import { randomBytes } from "node:crypto"
import { createServer } from "node:http"

const id = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`

/** Stripe's form encoding: a[b]=1&c[0]=x into { a: { b: "1" }, c: ["x"] }. */
export function parseForm(text) {
  const out = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "")
    let node = out
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1
      if (last) node[part] = value
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}
    }
  }
  return out
}

function stripeError(status, message, extra = {}) {
  return { status, body: { error: { type: "invalid_request_error", message, ...extra } } }
}

export async function startStripeFake({ port = 0, apiKey = "sk_test_fake", publishableKey = "pk_test_fake" } = {}) {
  const intents = new Map()
  const idempotent = new Map()
  const customers = new Map()
  const refunds = new Map()

  const routes = [
    [
      "POST",
      /^\/v1\/payment_intents$/,
      (form) => {
        const intent = {
          id: id("pi"),
          object: "payment_intent",
          amount: Number(form.amount),
          amount_capturable: 0,
          amount_received: 0,
          currency: form.currency,
          capture_method: form.capture_method ?? "automatic",
          customer: form.customer ?? null,
          description: form.description ?? null,
          metadata: form.metadata ?? {},
          payment_method: null,
          last_payment_error: null,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          status: "requires_payment_method",
        }
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`
        if (!Number.isInteger(intent.amount) || intent.amount < 1) return stripeError(400, "Invalid amount", { param: "amount" })
        intents.set(intent.id, intent)
        return { status: 200, body: intent }
      },
    ],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (_form, intent) => ({ status: 200, body: intent })],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (form, intent) => {
        if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
          return stripeError(
            400,
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
            { code: "payment_intent_unexpected_state", payment_intent: intent }
          )
        }
        if (form.amount) intent.amount = Number(form.amount)
        if (form.metadata) intent.metadata = { ...intent.metadata, ...form.metadata }
        return { status: 200, body: intent }
      },
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (form, intent) => {
        if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
          return stripeError(400, `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
            code: "payment_intent_unexpected_state",
            payment_intent: intent,
          })
        }
        intent.payment_method = form.payment_method ?? "pm_card_visa"
        if (intent.payment_method === "pm_card_chargeDeclined") {
          intent.last_payment_error = { type: "card_error", code: "card_declined", message: "Your card was declined." }
          return { status: 402, body: { error: { ...intent.last_payment_error, payment_intent: intent } } }
        }
        intent.last_payment_error = null
        if (intent.capture_method === "manual") {
          intent.status = "requires_capture"
          intent.amount_capturable = intent.amount
        } else {
          intent.status = "succeeded"
          intent.amount_received = intent.amount
        }
        return { status: 200, body: intent }
      },
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      (_form, intent) => {
        if (intent.status !== "requires_capture") {
          return stripeError(400, `This PaymentIntent could not be captured because it has a status of ${intent.status}.`, {
            code: "payment_intent_unexpected_state",
            payment_intent: intent,
          })
        }
        intent.status = "succeeded"
        intent.amount_received = intent.amount_capturable
        intent.amount_capturable = 0
        return { status: 200, body: intent }
      },
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (_form, intent) => {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return stripeError(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
            code: "payment_intent_unexpected_state",
            payment_intent: intent,
          })
        }
        intent.status = "canceled"
        intent.amount_capturable = 0
        return { status: 200, body: intent }
      },
    ],
    [
      "POST",
      /^\/v1\/refunds$/,
      (form) => {
        // Like Stripe: only money received can go back, and never more than is left of it.
        const intent = intents.get(form.payment_intent)
        if (!intent) return stripeError(404, `No such payment_intent: '${form.payment_intent}'`, { code: "resource_missing" })
        const left = intent.amount_received - (intent.amount_refunded ?? 0)
        if (intent.status !== "succeeded" || left <= 0) {
          const code = left <= 0 && intent.status === "succeeded" ? "charge_already_refunded" : "payment_intent_unexpected_state"
          return stripeError(400, `This PaymentIntent has no money left to refund (status ${intent.status}).`, { code })
        }
        const amount = form.amount === undefined ? left : Number(form.amount)
        if (!Number.isInteger(amount) || amount < 1 || amount > left) {
          return stripeError(400, `Refund amount (${form.amount}) is greater than the ${left} left to refund.`, {
            param: "amount",
          })
        }
        intent.amount_refunded = (intent.amount_refunded ?? 0) + amount
        const refund = {
          id: id("re"),
          object: "refund",
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: "succeeded",
          created: Math.floor(Date.now() / 1000),
        }
        refunds.set(refund.id, refund)
        return { status: 200, body: refund }
      },
    ],
    [
      "POST",
      /^\/v1\/customers$/,
      (form) => {
        const customer = { id: id("cus"), object: "customer", email: form.email ?? null, name: form.name ?? null }
        customers.set(customer.id, customer)
        return { status: 200, body: customer }
      },
    ],
  ]

  const server = createServer(async (req, res) => {
    let text = ""
    for await (const chunk of req) text += chunk
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "authorization, content-type",
      "access-control-allow-methods": "GET, POST",
    }
    const send = ({ status, body }) => {
      res.writeHead(status, { ...cors, "content-type": "application/json", "request-id": id("req") })
      res.end(JSON.stringify(body))
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors)
      return res.end()
    }
    const url = new URL(req.url ?? "/", "http://fake")
    const form = parseForm(req.method === "GET" ? url.searchParams.toString() : text)
    if (req.headers.authorization === `Bearer ${publishableKey}`) {
      // The browser's key: one intent, read or confirmed with its client secret.
      const match = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/)
      const allowed = match && (req.method === "GET" ? !match[2] : req.method === "POST" && !!match[2])
      const intent = match && intents.get(match[1])
      if (!allowed || !intent || form.client_secret !== intent.client_secret) {
        return send(stripeError(401, "This request needs a secret key, or the payment intent's client secret"))
      }
    } else if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(stripeError(401, "Invalid API Key provided"))
    }
    const key = req.headers["idempotency-key"]
    const remembered = key && idempotent.get(`${req.method} ${url.pathname} ${key}`)
    if (remembered) return send(remembered)
    for (const [method, pattern, handle] of routes) {
      const match = req.method === method && url.pathname.match(pattern)
      if (!match) continue
      const intent = match[1] ? intents.get(match[1]) : undefined
      if (match[1] && !intent)
        return send(stripeError(404, `No such payment_intent: '${match[1]}'`, { code: "resource_missing" }))
      // Answers carry a copy, so later changes never alter an earlier answer.
      const result = handle(form, intent)
      const answer = { status: result.status, body: JSON.parse(JSON.stringify(result.body)) }
      if (key && answer.status < 500) idempotent.set(`${req.method} ${url.pathname} ${key}`, answer)
      return send(answer)
    }
    send(stripeError(404, `Unrecognized request URL (${req.method}: ${url.pathname})`))
  })
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${address.port}`,
    apiKey,
    publishableKey,
    intents,
    refunds,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
