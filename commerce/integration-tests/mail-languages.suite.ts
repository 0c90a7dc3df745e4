import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"
import { collector as fixtureCollector, setEuroPrice, smallShop, staffHeaders, type Shop } from "./fixtures"
import { eventually, listPieces, mailsTo } from "./want-support"

/** The e-mails of one subject to an address, once at least one has come. */
const waitForMail = (address: string, subject: RegExp) =>
  eventually(
    () => mailsTo(address, subject),
    (mails) => mails.length > 0,
    `an e-mail like ${subject} to ${address}`
  ).then((mails) => mails[0])

const money = (locale: string, euros: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(euros)

/** E-mails in the customer's language (docs/decisions/246), kept by Medusa on the customer, the cart and the order. */
export default function mailLanguages({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let shop: Shop
  let staff: { headers: Record<string, string> }
  let productIds: string[]
  const run = Date.now().toString(36)

  const send = (method: "get" | "post", path: string, headers: Record<string, string>, body?: unknown) =>
    http.request({ method, url: path, headers, data: body, validateStatus: () => true })

  /** A collector whose account keeps this language, set through Medusa's own customer route. */
  async function collectorIn(name: string, language: string) {
    const who = await fixtureCollector(http, shop.setup.publishableKey, name)
    const kept = await send("post", "/store/customers/me", who.headers, { metadata: { language } })
    assert.equal(kept.status, 200, JSON.stringify(kept.data))
    return who
  }

  const metadataOf = async (entity: "order" | "customer", id: string) => {
    const { data } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity, fields: ["metadata"], filters: { id } })
    return (data[0] as { metadata?: Record<string, unknown> | null }).metadata
  }

  before(async () => {
    shop = await smallShop(getContainer())
    staff = await staffHeaders(http, getContainer())
    await rebuildCatalogue(getContainer())
    const { data } = await http.get("/catalogue/products?limit=10", {
      headers: { "x-publishable-api-key": shop.setup.publishableKey },
    })
    productIds = data.products.map((p: { id: string }) => p.id)
  })

  test("a German collector's want alert comes in German, linking to the German pages", async () => {
    const sammler = await collectorIn("sammler", "de")
    const saved = await send("post", "/store/customers/me/wants", sammler.headers, {
      name: `Taler ${run}`,
      criteria: { search: `taler${run}` },
      alerts: "instant",
    })
    assert.equal(saved.status, 201, JSON.stringify(saved.data))
    const handle = `taler-${run}`
    await listPieces(getContainer(), shop.setup, [{ title: `Taler${run} 1780`, handle, material: "Silver", priceEur: 1250 }])

    const mail = await waitForMail(sammler.email, /^Ihr Suchauftrag/)
    assert.equal(mail.subject, `Ihr Suchauftrag „Taler ${run}“: Taler${run} 1780, ${money("de-DE", 1250)}`)
    for (const expected of [
      `Ein Stück zu Ihrem Suchauftrag „Taler ${run}“ ist im Angebot.`,
      "Erhaltung: Ohne Erhaltungsangabe",
      `Preis: ${money("de-DE", 1250)}`,
      `Zum Stück: http`,
      `/de/product/${handle}`,
      "Keine E-Mails mehr für diesen Suchauftrag",
    ]) {
      assert.ok(mail.text.includes(expected), `${expected} in\n${mail.text}`)
    }
    assert.doesNotMatch(mail.text, /Your want|See the piece|€1,250/)
  })

  test("a French watcher's price drop comes in French", async () => {
    const collectionneur = await collectorIn("collectionneur", "fr")
    const productId = productIds[1]
    const { data } = await send("post", "/store/customers/me/watch-list", collectionneur.headers, { product_ids: [productId] })
    const oldPrice = data.watch_list[0].product.price as number
    const newPrice = Math.floor(oldPrice * 0.8)
    await setEuroPrice(http, staff, productId, newPrice)
    const mail = await waitForMail(collectionneur.email, /^Prix baissé/)
    assert.equal(mail.subject, `Prix baissé\u00a0: ${data.watch_list[0].product.title}, désormais ${money("fr-FR", newPrice)}`)
    for (const expected of [
      "Le prix d’une pièce de votre liste de suivi a baissé.",
      `Avant: ${money("fr-FR", oldPrice)}`,
      `Désormais: ${money("fr-FR", newPrice)}`,
      `/fr/product/${data.watch_list[0].product.handle}`,
      "/fr/account/watch-list",
    ]) {
      assert.ok(mail.text.includes(expected), `${expected} in\n${mail.text}`)
    }
  })

  test("the checkout keeps its language on the order, whose confirmation is in it, and on the buyer's account", async () => {
    const buyer = await collectorIn("acheteuse", "fr")
    const start = await send("post", "/store/shop-checkout", buyer.headers, {
      region_id: shop.setup.regionId,
      provider_id: "pp_system_default",
      country_code: "lu",
      items: [{ variant_id: shop.variantIds[2], quantity: 1 }],
      language: "de",
    })
    assert.equal(start.status, 200, JSON.stringify(start.data))
    const cartId = start.data.cart.id as string
    const step = (path: string, body: unknown) => send("post", `/store/shop-checkout/${cartId}/${path}`, buyer.headers, body)
    const named = await step("customer", { email: buyer.email, first_name: "Hanna", last_name: "Schmidt", country_code: "lu" })
    assert.equal(named.status, 200, JSON.stringify(named.data))
    const shipped = await step("shipping", {
      address: { address_1: "Münzgasse 1", postal_code: "1010", city: "Wien", country_code: "at" },
    })
    assert.equal(shipped.status, 200, JSON.stringify(shipped.data))
    const placed = await step("complete", {})
    assert.equal(placed.data.type, "order", JSON.stringify(placed.data))
    const orderId = placed.data.order.id as string

    assert.equal((await metadataOf("order", orderId))?.language, "de")
    assert.equal((await metadataOf("customer", buyer.id))?.language, "de", "the account takes the language it last ordered in")
    const mail = await waitForMail(buyer.email, /^Ihre Bestellung/)
    for (const expected of ["Guten Tag Hanna Schmidt,", "Bitte überweisen Sie", "Österreich", "Verwendungszweck:"]) {
      assert.ok(mail.text.includes(expected), `${expected} in\n${mail.text}`)
    }
  })

  test("a checkout in a language the shop does not speak is refused, naming the three", async () => {
    const refused = await send(
      "post",
      "/store/shop-checkout",
      { "x-publishable-api-key": shop.setup.publishableKey },
      {
        region_id: shop.setup.regionId,
        provider_id: "pp_system_default",
        country_code: "lu",
        items: [{ variant_id: shop.variantIds[0], quantity: 1 }],
        language: "es",
      }
    )
    assert.equal(refused.status, 400, JSON.stringify(refused.data))
    assert.match(refused.data.message, /'en, de, fr' for field 'language'/)
  })
}
