import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import { rebuildCatalogue } from "../src/modules/catalogue-index/sync"
import { SHIPPING_OPTION_NAME } from "../src/scripts/seed/store-setup"
import { setUpLanguages, shippingOptionTranslations } from "../src/scripts/seed/translations"
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
  /** The piece given a French name: never the third, whose French order names it as its line does. */
  let frenchNamedId: string
  /** The product and English name of each of the shop's pieces, by its variant. */
  let pieces: { id: string; title: string }[]
  const run = Date.now().toString(36)
  // What a merchandiser gave in the back office: a German name of the third piece, a French one of another.
  const GERMAN_NAME = `Sesterz des Hadrian ${run}`
  const FRENCH_NAME = `Denier de Trajan ${run}`

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
    const productIds: string[] = data.products.map((p: { id: string }) => p.id)
    const { data: variants } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "product_variant", fields: ["id", "product.id", "product.title"], filters: { id: shop.variantIds } })
    const productOf = new Map(variants.map((v) => [v.id, { id: v.product!.id, title: v.product!.title }]))
    pieces = shop.variantIds.map((id) => productOf.get(id)!)
    // The catalogue's order among pieces listed in the same instant is not fixed: chosen by id.
    frenchNamedId = productIds.find((id) => id !== pieces[2].id)!
    await setUpLanguages(getContainer())
    await createTranslationsWorkflow(getContainer()).run({
      input: {
        translations: [
          { reference: "product", reference_id: pieces[2].id, locale_code: "de", translations: { title: GERMAN_NAME } },
          { reference: "product", reference_id: frenchNamedId, locale_code: "fr", translations: { title: FRENCH_NAME } },
          ...shippingOptionTranslations([{ id: shop.setup.shippingOptionId, name: SHIPPING_OPTION_NAME }]),
        ],
      },
    })
  })

  test("a German collector's want alert comes in German, linking to the German pages, naming an untranslated piece as Medusa does", async () => {
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

  test("a French watcher's price drop comes in French, naming the piece by its French name", async () => {
    const collectionneur = await collectorIn("collectionneur", "fr")
    const productId = frenchNamedId
    const { data } = await send("post", "/store/customers/me/watch-list", collectionneur.headers, { product_ids: [productId] })
    const oldPrice = data.watch_list[0].product.price as number
    const newPrice = Math.floor(oldPrice * 0.8)
    await setEuroPrice(http, staff, productId, newPrice)
    const mail = await waitForMail(collectionneur.email, /^Prix baissé/)
    assert.equal(mail.subject, `Prix baissé\u00a0: ${FRENCH_NAME}, désormais ${money("fr-FR", newPrice)}`)
    for (const expected of [
      "Le prix d’une pièce de votre liste de suivi a baissé.",
      `Avant: ${money("fr-FR", oldPrice)}`,
      `Désormais: ${money("fr-FR", newPrice)}`,
      `/fr/product/${data.watch_list[0].product.handle}`,
      "/fr/account/watch-list",
    ]) {
      assert.ok(mail.text.includes(expected), `${expected} in\n${mail.text}`)
    }
    assert.ok(!mail.text.includes(data.watch_list[0].product.title), mail.text)
  })

  test("the checkout keeps its language on the order, whose confirmation is in it, and on the buyer's account, whose page names the pieces in its own", async () => {
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
    // The checkout names the piece and the shipping in German; Medusa's cart keeps its own names.
    assert.equal(shipped.data.cart.items[0].product_title, GERMAN_NAME)
    assert.equal(shipped.data.cart.shipping_methods[0].name, "Versicherter Versand mit Sendungsverfolgung")
    assert.deepEqual(
      shipped.data.shipping_options.map((o: { name: string }) => o.name),
      ["Versicherter Versand mit Sendungsverfolgung"]
    )
    const placed = await step("complete", {})
    assert.equal(placed.data.type, "order", JSON.stringify(placed.data))
    const orderId = placed.data.order.id as string
    assert.equal(placed.data.order.items[0].product_title, GERMAN_NAME, "the placed order's page names the piece in German")

    assert.equal((await metadataOf("order", orderId))?.language, "de")
    assert.equal((await metadataOf("customer", buyer.id))?.language, "de", "the account takes the language it last ordered in")
    const mail = await waitForMail(buyer.email, /^Ihre Bestellung/)
    for (const expected of [
      "Guten Tag Hanna Schmidt,",
      `${GERMAN_NAME} × 1`,
      "Versicherter Versand mit Sendungsverfolgung",
      "Bitte überweisen Sie",
      "Österreich",
      "Verwendungszweck:",
    ]) {
      assert.ok(mail.text.includes(expected), `${expected} in\n${mail.text}`)
    }
    assert.ok(!mail.text.includes(pieces[2].title), `no English name in\n${mail.text}`)
    // The order keeps the line as Medusa named it, as the order desk and the invoice show it.
    const { data: lines } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: ["items.product_title"], filters: { id: orderId } })
    assert.equal((lines[0] as { items: { product_title: string }[] }).items[0].product_title, pieces[2].title)

    // The account page names the order's pieces in its own language, whatever the order's.
    const account = async (query: string) => {
      const listed = await send("get", `/store/customers/me/shop-orders${query}`, buyer.headers)
      assert.equal(listed.status, 200, JSON.stringify(listed.data))
      const order = listed.data.orders.find((o: { id: string }) => o.id === orderId)
      return order.items.map((item: { product_title: string }) => item.product_title)
    }
    assert.deepEqual(await account("?lang=de"), [GERMAN_NAME])
    assert.deepEqual(await account("?lang=fr"), [pieces[2].title], "no French name: the line's own")
    assert.deepEqual(await account(""), [pieces[2].title])
    const refused = await send("get", "/store/customers/me/shop-orders?lang=es", buyer.headers)
    assert.equal(refused.status, 400, JSON.stringify(refused.data))
    assert.match(refused.data.message, /lang must be one of en, de, fr/)
  })

  test("a French order of a piece without a French name names it as its line does", async () => {
    const buyer = await collectorIn("acheteur", "fr")
    const start = await send("post", "/store/shop-checkout", buyer.headers, {
      region_id: shop.setup.regionId,
      provider_id: "pp_system_default",
      country_code: "lu",
      items: [{ variant_id: shop.variantIds[2], quantity: 1 }],
      language: "fr",
    })
    assert.equal(start.status, 200, JSON.stringify(start.data))
    assert.equal(start.data.cart.items[0].product_title, pieces[2].title)
    const cartId = start.data.cart.id as string
    const step = (path: string, body: unknown) => send("post", `/store/shop-checkout/${cartId}/${path}`, buyer.headers, body)
    const named = await step("customer", { email: buyer.email, first_name: "Luc", last_name: "Martin", country_code: "lu" })
    assert.equal(named.status, 200, JSON.stringify(named.data))
    const shipped = await step("shipping", {
      address: { address_1: "1 rue du Trésor", postal_code: "1111", city: "Luxembourg", country_code: "lu" },
    })
    assert.equal(shipped.status, 200, JSON.stringify(shipped.data))
    assert.equal(shipped.data.shipping_options[0].name, "Envoi suivi et assuré")
    const placed = await step("complete", {})
    assert.equal(placed.data.type, "order", JSON.stringify(placed.data))
    const mail = await waitForMail(buyer.email, /^Votre commande/)
    for (const expected of [`${pieces[2].title} × 1`, "Envoi suivi et assuré"]) {
      assert.ok(mail.text.includes(expected), `${expected} in\n${mail.text}`)
    }
    assert.ok(!mail.text.includes(GERMAN_NAME), mail.text)
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
