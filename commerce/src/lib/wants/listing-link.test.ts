import assert from "node:assert/strict"
import { test } from "node:test"
import { wantAlert, wantDigest } from "../email/want-alert"
import { shopSettings } from "../email/settings"
import { listingPath } from "./listing-link"

const none = { search: null, category: null, country: null, material: null, period: null, quality: null }

test("a want's link is the listing with its filters, prices in euros as the listing reads them", () => {
  assert.equal(
    listingPath({ ...none, search: "8 reales", country: "Mexico", price_min_cents: 1_250, price_max_cents: 30_000 }),
    "/products?search=8+reales&country=Mexico&priceMin=12.50&priceMax=300"
  )
  assert.equal(listingPath({ ...none, price_min_cents: null, price_max_cents: null }), "/products")
})

test("an alert names the piece, its grade, price, front image and link, and how to stop the want's e-mails", () => {
  const shop = shopSettings({ SHOP_PUBLIC_URL: "https://coins.example/" })
  const piece = {
    title: "8 Reales <1898>",
    handle: "8-reales-1898",
    grade: null,
    images: ["/static/front.svg"],
    priceCents: 12_000,
  }
  const want = {
    name: "Mexico",
    listingPath: "/products?country=Mexico",
    unsubscribeUrl: "https://coins.example/wants/unsubscribe?token=t",
  }
  const mail = wantAlert(piece, want, shop)
  assert.equal(mail.subject, 'Your want "Mexico": 8 Reales <1898>, €120.00')
  assert.match(mail.text, /Grade: Not graded/)
  assert.match(mail.text, /See the piece: https:\/\/coins\.example\/product\/8-reales-1898/)
  assert.match(mail.text, /Stop e-mails for this want: https:\/\/coins\.example\/wants\/unsubscribe\?token=t/)
  assert.match(mail.html, /<img src="https:\/\/coins\.example\/static\/front\.svg"/)
  assert.match(mail.html, /8 Reales &lt;1898&gt;/)
  const digest = wantDigest([piece, piece], 3, want, shop)
  assert.equal(digest.subject, 'Your want "Mexico": 5 new pieces')
  assert.match(digest.text, /And 3 more in the listing\./)
})
