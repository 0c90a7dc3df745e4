import { beforeAll, describe, expect, it } from "vitest"
import { ProductList, type Product } from "../contract/product.js"
import { paymentRequest, postJson, SHOP_URL, shipTo } from "../test-support/checkout-client.js"
import { freshAddress, mailsTo, waitForMail } from "../test-support/mailbox.js"
import { shop, signIn } from "../test-support/shop-session.js"

// Against the real stack: the language given at registration, kept on the customer in Medusa, and
// the account's e-mails as a real SMTP server receives them.
const password = "Mot-de-passe-123"

async function register(email: string, language?: string) {
  return postJson("/api/auth/register", { firstName: "Camille", lastName: "Durand", email, password, language })
}

/** The reset link of an e-mail's plain text. */
const resetLink = (text: string) => {
  const match = /(https?:\/\/\S+\/reset-password\?token=[^\s&]+&email=\S+)/.exec(text)
  if (!match) throw new Error(`no reset link in:\n${text}`)
  return new URL(match[1]!)
}

let products: Product[]
beforeAll(async () => {
  const response = await fetch(`${SHOP_URL}/api/products?limit=100&sort=price_desc`)
  products = ProductList.parse(await response.json()).products.filter((p) => p.stock >= 2)
})

describe("an account's language", () => {
  it("welcomes a customer registered in French in French, and sends the reset e-mail in French", async () => {
    const email = freshAddress("camille")
    expect((await register(email, "fr")).status).toBe(202)
    const welcome = await waitForMail(email, /Bienvenue/)
    expect(welcome.subject).toBe("Bienvenue chez Numismatic Shop")
    expect(welcome.text).toContain("Chère collectionneuse, cher collectionneur,")
    expect(welcome.text).toMatch(/Visiter la boutique: https?:\/\/\S+\/fr\n/)

    expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(202)
    const reset = await waitForMail(email, /Réinitialisez/)
    expect(reset.subject).toBe("Réinitialisez votre mot de passe Numismatic Shop")
    for (const part of [reset.text, reset.html]) {
      expect(part).toContain("Quelqu’un a demandé la réinitialisation du mot de passe")
      expect(part).toContain("pendant 15 minutes")
      expect(part).toContain("Choisir un nouveau mot de passe")
    }
    expect(reset.text).not.toMatch(/Someone|Reset your/)
    // The link opens the French page, and it works: the new password signs in.
    const link = resetLink(reset.text)
    expect(link.pathname).toBe("/fr/reset-password")
    const token = link.searchParams.get("token")!
    expect((await postJson("/api/auth/reset-password", { token, password: "Nouveau-secret-456" })).status).toBe(200)
    expect((await postJson("/api/auth/sign-in", { email, password: "Nouveau-secret-456" })).status).toBe(200)
  })

  it("refuses to register with a language the shop does not speak, naming the three, and sends nothing", async () => {
    const email = freshAddress("espanol")
    const answer = await register(email, "es")
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe("Invalid request: language must be en (English), de (German) or fr (French)")
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await mailsTo(email)).toEqual([])
    // Nothing was made: the same address registers afterwards, in English.
    expect((await register(email)).status).toBe(202)
    expect((await waitForMail(email, /Welcome/)).subject).toBe("Welcome to Numismatic Shop")
  })

  it("moves a French account to German when its customer orders in German", { timeout: 120_000 }, async () => {
    const email = freshAddress("umzug")
    expect((await register(email, "fr")).status).toBe(202)
    await waitForMail(email, /Bienvenue/)
    const cookie = await signIn(email, password)
    const request = { ...paymentRequest([{ product: products[5]! }], "bank_transfer"), language: "de" }
    const start = await shop("/api/create-payment-intent", { method: "POST", body: request, cookie })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    const id = String(start.body.checkoutId)
    await shipTo(id, "at")
    expect((await postJson(`/api/checkout/${id}/customer`, { firstName: "Camille", lastName: "Durand", email })).status).toBe(204)
    expect((await postJson(`/api/checkout/${id}/complete`, {})).status).toBe(200)
    const confirmation = await waitForMail(email, /Ihre Bestellung/)
    expect(confirmation.text).toContain("Guten Tag Camille Durand,")
    expect(confirmation.text).toContain("Österreich")

    expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(202)
    const reset = await waitForMail(email, /Passwort/)
    expect(reset.subject).toBe("Ihr Passwort bei Numismatic Shop zurücksetzen")
    expect(resetLink(reset.text).pathname).toBe("/de/reset-password")
    expect((await mailsTo(email)).filter((m) => /Réinitialisez/.test(m.subject))).toEqual([])
  })
})
