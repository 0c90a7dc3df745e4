import { beforeAll, describe, expect, it } from "vitest"
import { ProductList } from "../contract/product.js"
import { MAX_WANTS, Want, WantList } from "../contract/wants.js"
import { SHOP_URL } from "../test-support/checkout-client.js"
import { newCollector, shop } from "../test-support/shop-session.js"

// Runs against the real, seeded stack: the orchestrator sets SHOP_URL.
const NO_CRITERION =
  "A want needs at least one criterion: a search, a category, a country, a material, a period, a quality or a price range."

describe("/api/account/wants", () => {
  let claire: string
  let bruno: string
  let piece: { name: string; category: string }

  beforeAll(async () => {
    const response = await fetch(`${SHOP_URL}/api/products?limit=20`)
    const first = ProductList.parse(await response.json()).products.find((p) => p.category)!
    piece = { name: first.name, category: first.category! }
    ;[claire, bruno] = await Promise.all([newCollector("claire"), newCollector("bruno")])
  }, 60_000)

  it("saves a search, lists it with the pieces matching now and their listing, renames, mutes and deletes it", async () => {
    const criteria = { search: piece.name, category: piece.category, priceMin: "1", priceMax: "250000.5" }
    const saved = await shop("/api/account/wants", { method: "POST", cookie: claire, body: { name: "  My piece  ", criteria } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    const want = Want.parse(saved.body)
    expect(want).toMatchObject({ name: "My piece", alerts: "instant", criteria: { ...criteria, priceMax: "250000.50" } })
    const params = new URLSearchParams({ search: piece.name, category: piece.category, priceMin: "1", priceMax: "250000.50" })
    expect(want.link).toBe(`/products?${params.toString()}`)
    const listing = ProductList.parse(await (await fetch(`${SHOP_URL}/api/products?${params.toString()}`)).json())
    expect(listing.total).toBeGreaterThan(0)
    expect(want.matches).toBe(listing.total)

    const list = WantList.parse((await shop("/api/account/wants", { cookie: claire })).body)
    expect(list.wants.map((w) => w.id)).toEqual([want.id])

    const renamed = await shop(`/api/account/wants/${want.id}`, {
      method: "PATCH",
      cookie: claire,
      body: { name: "Renamed", alerts: "daily" },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(Want.parse(renamed.body)).toMatchObject({ id: want.id, name: "Renamed", alerts: "daily" })
    const muted = await shop(`/api/account/wants/${want.id}`, { method: "PATCH", cookie: claire, body: { alerts: "off" } })
    expect(Want.parse(muted.body).alerts).toBe("off")

    // Deleted as every HTTP client sends a DELETE: no body, no Content-Type (before: a 415).
    const deleted = await fetch(`${SHOP_URL}/api/account/wants/${want.id}`, {
      method: "DELETE",
      headers: { origin: SHOP_URL, cookie: `shop_session=${claire}` },
    })
    expect(deleted.status, await deleted.text()).toBe(204)
    // Some clients name JSON for the body they do not send: nothing to parse, deleted all the same.
    const other = Want.parse(
      (await shop("/api/account/wants", { method: "POST", cookie: claire, body: { name: "Another", criteria: { search: "x" } } }))
        .body
    )
    const namedJson = await fetch(`${SHOP_URL}/api/account/wants/${other.id}`, {
      method: "DELETE",
      headers: { origin: SHOP_URL, cookie: `shop_session=${claire}`, "content-type": "application/json" },
    })
    expect(namedJson.status, await namedJson.text()).toBe(204)
    expect(WantList.parse((await shop("/api/account/wants", { cookie: claire })).body).wants).toEqual([])
  })

  it("keeps another collector's wants out of reach: 404, not 403, and nothing changes", async () => {
    const { body } = await shop("/api/account/wants", {
      method: "POST",
      cookie: bruno,
      body: { name: "Gold", criteria: { material: "Gold" } },
    })
    const brunos = Want.parse(body).id
    const renamed = await shop(`/api/account/wants/${brunos}`, { method: "PATCH", cookie: claire, body: { name: "Mine" } })
    expect(renamed.status).toBe(404)
    expect(renamed.body.message).toBe("This want is not in your account.")
    expect((await shop(`/api/account/wants/${brunos}`, { method: "DELETE", cookie: claire })).status).toBe(404)
    const unknown = await shop("/api/account/wants/want_01NOTAWANT0000000000000000", { method: "DELETE", cookie: claire })
    expect(unknown).toMatchObject({ status: 404, body: renamed.body })
    const still = WantList.parse((await shop("/api/account/wants", { cookie: bruno })).body).wants
    expect(still).toHaveLength(1)
    expect(still[0]).toMatchObject({ id: brunos, name: "Gold", alerts: "instant" })
  })

  it("answers 401 to a guest", async () => {
    expect((await shop("/api/account/wants")).status).toBe(401)
    expect((await shop("/api/account/wants", { method: "POST", body: { name: "x", criteria: { search: "x" } } })).status).toBe(
      401
    )
    expect((await shop("/api/account/wants/want_01X", { method: "DELETE" })).status).toBe(401)
  })

  it("refuses a want without a criterion, and malformed input, with a 400 and a message a person can act on", async () => {
    const cases: [unknown, RegExp | string][] = [
      [{ name: "Nothing", criteria: {} }, NO_CRITERION],
      [{ name: "Blank", criteria: { search: "  ", country: "" } }, NO_CRITERION],
      [{ criteria: { search: "x" } }, /name/],
      [{ name: "", criteria: { search: "x" } }, /name must not be empty/],
      [{ name: "x".repeat(81), criteria: { search: "x" } }, /name must be at most 80 characters/],
      [{ name: "x", criteria: { priceMin: "abc" } }, /priceMin must be an amount in euros, such as 12 or 12.50/],
      [{ name: "x", criteria: { priceMax: "12,50" } }, /priceMax must be an amount in euros/],
      [{ name: "x", criteria: { priceMin: "-5" } }, /priceMin must be 0 or more/],
      [{ name: "x", criteria: { priceMin: "50", priceMax: "10" } }, /priceMin must not be above priceMax/],
      [{ name: "x", criteria: { priceMax: "99999999" } }, /priceMax must be at most 20000000 euros/],
      [{ name: "x", criteria: { search: "x".repeat(201) } }, /search must be at most 200 characters/],
      [{ name: "x", criteria: { search: "x", sort: "newest" } }, /sort/],
      [{ name: "x", criteria: { category: "No such category" } }, 'There is no category "No such category".'],
      [
        { name: "x", criteria: { search: "x" }, alerts: "hourly" },
        /alerts must be instant \(at once\), daily \(a digest\) or off/,
      ],
      [{ name: "x", criteria: { search: "the" } }, /no word the catalogue looks for/],
      [{ name: "x", criteria: "search=x" }, /criteria/],
    ]
    for (const [body, message] of cases) {
      const answer = await shop("/api/account/wants", { method: "POST", cookie: claire, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      if (typeof message === "string") expect(answer.body.message).toBe(message)
      else expect(answer.body.message).toMatch(message)
    }
    for (const id of ["..%2F..%2Fadmin", "want_", "x".repeat(300), "watch_01"]) {
      const answer = await shop(`/api/account/wants/${id}`, { method: "PATCH", cookie: claire, body: { name: "x" } })
      expect(answer.status, id).toBe(400)
    }
    const crossSite = await shop("/api/account/wants", {
      method: "POST",
      cookie: claire,
      body: { name: "x", criteria: { search: "x" } },
      headers: { origin: "https://evil.example" },
    })
    expect(crossSite.status).toBe(403)
    expect(WantList.parse((await shop("/api/account/wants", { cookie: claire })).body).wants).toEqual([])
  })

  it(`keeps at most ${MAX_WANTS} wants and says so`, { timeout: 180_000 }, async () => {
    const keeper = await newCollector("keeper")
    for (let start = 0; start < MAX_WANTS; start += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          shop("/api/account/wants", {
            method: "POST",
            cookie: keeper,
            body: { name: `Want ${start + i}`, criteria: { search: `coin ${start + i}` } },
          })
        )
      )
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201))
    }
    const refused = await shop("/api/account/wants", {
      method: "POST",
      cookie: keeper,
      body: { name: "One more", criteria: { search: "more" } },
    })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `You keep ${MAX_WANTS} wants, the most a collector can; delete one before saving another.` },
    })
  })

  it("turns a want's e-mails off only with a genuine token; a forged one is a 4xx and changes nothing", async () => {
    for (const token of ["", "want_x.1.abc", `want_01ABC.9999999999.${"A".repeat(43)}`]) {
      const page = await shop("/api/wants/unsubscribe", { method: "POST", body: { token } })
      expect(page.status, token).toBe(400)
      const oneClick = await shop(`/wants/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        raw: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      })
      expect(oneClick.status, token).toBe(400)
    }
    const wants = WantList.parse((await shop("/api/account/wants", { cookie: bruno })).body).wants
    expect(wants.every((w) => w.alerts === "instant")).toBe(true)
  })
})
