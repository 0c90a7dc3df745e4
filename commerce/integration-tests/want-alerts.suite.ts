import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { alertWants } from "../src/lib/wants/alerts"
import { sendWantDigests } from "../src/lib/wants/digests"
import { collector, setEuroPrice, smallShop, staffHeaders, type Shop } from "./fixtures"
import {
  alertCounts,
  alertedWants,
  clearOfTheHourlyDigest,
  eventually,
  isDigest,
  listedPiece,
  listPieces,
  mailsTo,
  pause,
} from "./want-support"

export default function wantAlerts({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  const run = Date.now().toString(36)
  let shop: Shop
  let staff: { headers: Record<string, string> }
  const category: Record<string, string> = {}

  const send = (method: "get" | "post", path: string, headers: Record<string, string>, body?: unknown) =>
    http.request({ method, url: path, headers, data: body, validateStatus: () => true })

  /** Saves a want through the store route; answers its id. */
  async function want(headers: Record<string, string>, name: string, criteria: Record<string, unknown>, alerts = "instant") {
    const saved = await send("post", "/store/customers/me/wants", headers, { name, criteria, alerts })
    assert.equal(saved.status, 201, JSON.stringify(saved.data))
    return saved.data.want.id as string
  }

  before(async () => {
    shop = await smallShop(getContainer())
    staff = await staffHeaders(http, getContainer())
    const { data } = await http.get("/store/product-categories?limit=20", {
      headers: { "x-publishable-api-key": shop.setup.publishableKey },
    })
    for (const c of data.product_categories) category[c.handle] = c.id
  })

  test("a new piece alerts exactly the wants whose every criterion it meets, once, by e-mail", async () => {
    const hunter = await collector(http, shop.setup.publishableKey, "hunter")
    const c = (criteria: Record<string, unknown>) => criteria
    const matching = {
      prefix: c({ search: "denar" }),
      words: c({ search: "Trajan denarius" }),
      category: c({ category: "ancient-coins", category_id: category["ancient-coins"] }),
      isoCountry: c({ country: "Italy" }),
      country: c({ country: "it" }),
      material: c({ material: "silver" }),
      period: c({ period: "Rôman" }),
      quality: c({ quality: "vf" }),
      range: c({ price_min_cents: 10_000, price_max_cents: 20_000 }),
      fromExactly: c({ price_min_cents: 15_000 }),
      upToExactly: c({ price_max_cents: 15_000 }),
      all: c({ search: "trajan", country: "Italy", material: "Silver", quality: "VF", price_max_cents: 20_000 }),
    }
    const missing = {
      search: c({ search: "aureus" }),
      oneWordMissing: c({ search: "denarius gold" }),
      category: c({ category: "modern-coins", category_id: category["modern-coins"] }),
      country: c({ country: "France" }),
      material: c({ material: "gold" }),
      period: c({ period: "medieval" }),
      quality: c({ quality: "unc" }),
      below: c({ price_max_cents: 14_999 }),
      above: c({ price_min_cents: 15_001 }),
      allButOne: c({ search: "trajan", country: "Italy", material: "Gold", price_max_cents: 20_000 }),
    }
    const ids: Record<string, string> = {}
    // Both lists name criteria alike ("country"): the wants that must not match are saved as "not …".
    const all = [...Object.entries(matching), ...Object.entries(missing).map(([name, c]) => [`not ${name}`, c] as const)]
    for (const [name, criteria] of all) {
      ids[name] = await want(hunter.headers, `${name} ${run}`, criteria, name === "prefix" ? "instant" : "daily")
    }
    const muted = await want(hunter.headers, `muted ${run}`, { search: "denarius" }, "off")

    const [pieceId] = await listPieces(getContainer(), shop.setup, [
      {
        title: "Denarius of Trajan",
        handle: `denarius-trajan-${run}`,
        description: "Silver denarius struck at Rome.",
        material: "Silver",
        categoryId: category["ancient-coins"],
        priceEur: 150,
        collector: { country: "IT", period: "Roman Empire", grade: "VF-30" },
      },
    ])
    // The subscriber matches it on the publishing event; matched here too, at once, it records nothing twice.
    await alertWants(getContainer(), [pieceId])
    const expected = Object.keys(matching)
      .map((name) => ids[name])
      .sort()
    const alerted = await alertedWants(getContainer(), pieceId)
    assert.deepEqual(alerted, expected)
    assert.ok(!alerted.includes(muted))

    // The one at-once want is e-mailed: the piece's name, grade, price, front image and link, and its way out.
    // The hourly job may send the daily wants their digests meanwhile: they are not counted.
    const atOnce = () => mailsTo(hunter.email, new RegExp(`^Your want "(prefix|late) ${run}": `))
    const [mail] = await eventually(atOnce, (m) => m.length >= 1, "the alert e-mail")
    assert.equal(mail.subject, `Your want "prefix ${run}": Denarius of Trajan, €150.00`)
    assert.match(mail.text, /Grade: VF-30/)
    assert.match(mail.text, /Price: €150\.00/)
    assert.match(mail.text, new RegExp(`/product/denarius-trajan-${run}`))
    assert.match(mail.html, new RegExp(`<img src="http://localhost/denarius-trajan-${run}-obverse.svg"`))
    assert.match(mail.text, /\/products\?search=denar/)
    assert.match(mail.headers?.["list-unsubscribe"] ?? "", new RegExp(`^<http.*/wants/unsubscribe\\?token=${ids.prefix}\\.`))
    assert.equal(mail.headers?.["list-unsubscribe-post"], "List-Unsubscribe=One-Click")

    // The same piece again (another event, an edit, two at once) alerts no one twice.
    await Promise.all([alertWants(getContainer(), [pieceId]), alertWants(getContainer(), [pieceId])])
    await http.post(`/admin/products/${pieceId}`, { subtitle: "Edited" }, staff)
    await pause(3_000)
    assert.deepEqual(await alertedWants(getContainer(), pieceId), expected)
    assert.equal((await atOnce()).length, 1)

    // Saved after the piece was listed, a want hears of it only when its price is lowered.
    const late = await want(hunter.headers, `late ${run}`, { search: "denarius", price_max_cents: 14_000 })
    await setEuroPrice(http, staff, pieceId, 160)
    await eventually(
      () => listedPiece(getContainer(), pieceId),
      (p) => p?.price_cents === 16_000,
      "the raise noted"
    )
    await pause(2_000)
    assert.ok(!(await alertedWants(getContainer(), pieceId)).includes(late))
    await setEuroPrice(http, staff, pieceId, 130)
    await eventually(
      () => alertedWants(getContainer(), pieceId),
      (w) => w.includes(late),
      "the lowered price's alert"
    )
    const mails = await eventually(atOnce, (m) => m.length >= 2, "the late want's e-mail")
    await pause(1_000)
    // Only the two at-once wants e-mail at once, each once; nothing else but the daily wants' digests.
    assert.equal((await atOnce()).length, 2, JSON.stringify(mails.map((m) => m.subject)))
    assert.ok(mails.some((m) => m.subject === `Your want "late ${run}": Denarius of Trajan, €130.00`))
    const others = (await mailsTo(hunter.email)).filter((m) => !/^Your want "(prefix|late) /.test(m.subject))
    assert.ok(
      others.every((m) => isDigest(m.subject)),
      JSON.stringify(others.map((m) => m.subject))
    )
  })

  test("a daily want sends at most one digest a day, with the pieces found since the last", async () => {
    await clearOfTheHourlyDigest(90_000)
    const reader = await collector(http, shop.setup.publishableKey, "reader")
    await want(reader.headers, `Sestertii ${run}`, { search: "sestertius" }, "daily")
    const first = await listPieces(getContainer(), shop.setup, [
      { title: "Sestertius of Hadrian", handle: `sest-hadrian-${run}`, priceEur: 90 },
      { title: "Sestertius of Nero", handle: `sest-nero-${run}`, priceEur: 120 },
    ])
    for (const id of first)
      await eventually(
        () => alertedWants(getContainer(), id),
        (w) => w.length === 1,
        "daily alert rows"
      )
    assert.equal((await mailsTo(reader.email)).length, 0, "a daily want sends nothing at once")

    const day1 = new Date("2031-03-01T07:00:00Z")
    await sendWantDigests(getContainer(), day1)
    const [digest] = await eventually(
      () => mailsTo(reader.email),
      (m) => m.length === 1,
      "the first digest"
    )
    assert.equal(digest.subject, `Your want "Sestertii ${run}": 2 new pieces`)
    assert.match(digest.text, /Sestertius of Hadrian/)
    assert.match(digest.text, /Sestertius of Nero/)
    assert.match(digest.headers?.["list-unsubscribe"] ?? "", /\/wants\/unsubscribe\?token=want_/)

    const [third] = await listPieces(getContainer(), shop.setup, [
      { title: "Sestertius of Titus", handle: `sest-titus-${run}`, priceEur: 75 },
    ])
    await eventually(
      () => alertedWants(getContainer(), third),
      (w) => w.length === 1,
      "the third piece's alert row"
    )
    await Promise.all([sendWantDigests(getContainer(), day1), sendWantDigests(getContainer(), new Date("2031-03-01T23:00:00Z"))])
    await pause(1_000)
    assert.equal((await mailsTo(reader.email)).length, 1, "no second digest the same day")

    await sendWantDigests(getContainer(), new Date("2031-03-02T00:30:00Z"))
    const mails = await eventually(
      () => mailsTo(reader.email),
      (m) => m.length === 2,
      "the next day's digest"
    )
    const next = mails.find((m) => m !== digest && m.subject !== digest.subject) ?? mails[1]
    assert.equal(next.subject, `Your want "Sestertii ${run}": 1 new piece`)
    assert.match(next.text, /Sestertius of Titus/)
    assert.doesNotMatch(next.text, /Hadrian|Nero/)
  })

  test("publishing 1,000 pieces at once sends each owner the right alerts, not one twice", async () => {
    const alice = await collector(http, shop.setup.publishableKey, "alice")
    const bruno = await collector(http, shop.setup.publishableKey, "bruno")
    const carla = await collector(http, shop.setup.publishableKey, "carla")
    const kestrel = await want(alice.headers, "Kestrels", { search: "kestrel" })
    const platinum = await want(bruno.headers, "Cheap platinum", { material: "Platinum", price_max_cents: 10_000 })
    const daily = await want(bruno.headers, "Kestrels daily", { search: "kestrel" }, "daily")
    await want(carla.headers, "Modern herons", {
      search: "heron",
      category: "modern-coins",
      category_id: category["modern-coins"],
    })

    const pieces = Array.from({ length: 1_000 }, (_, i) => ({
      title: `Lot ${run} piece ${i}${i % 50 === 0 ? " Kestrel" : ""}${i % 7 === 0 ? " Heron" : ""}`,
      handle: `lot-${run}-${i}`,
      material: i % 40 === 0 ? "Platinum" : "Copper",
      categoryId: category["ancient-coins"],
      priceEur: [50, 90, 130][i % 3],
    }))
    const kestrels = pieces.filter((_, i) => i % 50 === 0).map((p) => p.title)
    const cheapPlatinum = pieces.filter((p) => p.material === "Platinum" && p.priceEur <= 100).map((p) => p.title)
    const lot = await listPieces(getContainer(), shop.setup, pieces)
    // The subscriber takes the import's events one at a time, behind each variant's; the same
    // pieces matched here at once race it, and still no one may get an alert twice.
    await alertWants(getContainer(), lot)

    const subjects = async (email: string, name: string) =>
      (await mailsTo(email, new RegExp(`^Your want "${name}":`))).map((m) => m.subject)
    await eventually(
      () => subjects(alice.email, "Kestrels"),
      (s) => s.length >= kestrels.length,
      "alice's alerts",
      150_000
    )
    await eventually(
      () => subjects(bruno.email, "Cheap platinum"),
      (s) => s.length >= cheapPlatinum.length,
      "bruno's alerts",
      150_000
    )
    await pause(3_000)
    const titleOf = (subject: string) => subject.replace(/^Your want "[^"]+": /, "").replace(/, €[\d.,]+$/, "")
    const alices = (await subjects(alice.email, "Kestrels")).map(titleOf)
    const brunos = (await subjects(bruno.email, "Cheap platinum")).map(titleOf)
    assert.deepEqual([...alices].sort(), [...kestrels].sort())
    assert.deepEqual([...brunos].sort(), [...cheapPlatinum].sort())
    // The hourly job may send the daily want its digest meanwhile, once; never a piece at once.
    const brunosMails = await mailsTo(bruno.email)
    const digests = brunosMails.filter((m) => isDigest(m.subject))
    assert.ok(digests.length <= 1, JSON.stringify(digests.map((m) => m.subject)))
    assert.ok(digests.every((m) => m.subject.startsWith('Your want "Kestrels daily"')))
    assert.equal(brunosMails.length - digests.length, cheapPlatinum.length, "the daily want waits for its digest")
    assert.equal((await mailsTo(carla.email)).length, 0)

    const rows = await alertCounts(getContainer(), [kestrel, platinum, daily])
    const of = (id: string) => rows.find((r) => r.want_id === id)
    assert.deepEqual(of(kestrel), { want_id: kestrel, rows: kestrels.length, sent: kestrels.length })
    assert.deepEqual(of(platinum), { want_id: platinum, rows: cheapPlatinum.length, sent: cheapPlatinum.length })
    const digested = digests.length ? Number(/(\d+) new piece/.exec(digests[0].subject)![1]) : 0
    assert.deepEqual(of(daily), { want_id: daily, rows: kestrels.length, sent: digested })
  })
}
