import { describe, expect, it } from "vitest"
import { postJson, SHOP_URL } from "../test-support/checkout-client.js"
import { freshAddress, mailsTo, waitForMail } from "../test-support/mailbox.js"
import { shop } from "../test-support/shop-session.js"

// Against the real stack: the shop server, Medusa's reset flow and a real SMTP server.
const password = "first-password-1"

async function register(email: string) {
  const answer = await postJson("/api/auth/register", { firstName: "Ada", lastName: "Lovelace", email, password })
  expect(answer.status).toBe(202)
}

const signIn = (email: string, pass: string) => postJson("/api/auth/sign-in", { email, password: pass })

/** A session cookie from a sign-in, as a browser on another device would keep it. */
async function sessionCookie(email: string, pass: string): Promise<string> {
  const response = await fetch(`${SHOP_URL}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: JSON.stringify({ email, password: pass }),
  })
  expect(response.status).toBe(200)
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!
}

async function userOf(cookie: string): Promise<unknown> {
  const response = await fetch(`${SHOP_URL}/api/auth/user`, { headers: { cookie } })
  return response.json()
}
const linkIn = (text: string) => {
  const match = /(https?:\/\/\S+\/reset-password\?token=[^\s&]+&email=\S+)/.exec(text)
  if (!match) throw new Error(`no reset link in:\n${text}`)
  return new URL(match[1]!)
}

describe("password reset", () => {
  it("welcomes a new account by e-mail, with nothing the registrant typed", async () => {
    const email = freshAddress("welcome")
    await register(email)
    const mail = await waitForMail(email, /Welcome/)
    expect(mail.subject).toBe("Welcome to Numismatic Shop")
    // Registering does not prove the address: the greeting carries no name, however harmless.
    expect(mail.text).toMatch(/Dear collector,/)
    expect(mail.text + mail.html).not.toMatch(/Ada|Lovelace/)
    expect(mail.html).toMatch(/<a href="http/)
  })

  it("refuses a name carrying a link, naming the field, and sends nothing", async () => {
    const email = freshAddress("lure")
    const lure = "Visit http://evil.example/verify now, your account is locked"
    const answer = await postJson("/api/auth/register", { firstName: lure, lastName: "Lovelace", email, password })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/firstName may hold only letters/)
    expect(JSON.stringify(answer.body)).not.toContain("evil.example")
    const lastName = await postJson("/api/auth/register", { firstName: "Ada", lastName: "evil.example/verify", email, password })
    expect(lastName.status).toBe(400)
    expect(lastName.body.message).toMatch(/lastName may hold only letters/)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await mailsTo(email)).toEqual([])
  })

  it("answers the same for an unknown address, and sends nothing", async () => {
    const known = freshAddress("known")
    await register(known)
    const unknown = freshAddress("nobody")
    const a = await postJson("/api/auth/forgot-password", { email: known })
    const b = await postJson("/api/auth/forgot-password", { email: unknown })
    expect(a).toEqual(b)
    expect(a.status).toBe(202)
    await waitForMail(known, /Reset your/)
    expect(await mailsTo(unknown)).toEqual([])
  })

  it("sets a new password once with the e-mailed link; the old password and the used link stop working", async () => {
    const email = freshAddress("reset")
    await register(email)
    const elsewhere = await sessionCookie(email, password)
    expect(await userOf(elsewhere)).toMatchObject({ email })
    expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(202)
    const mail = await waitForMail(email, /Reset your Numismatic Shop password/)
    const link = linkIn(mail.text)
    expect(link.origin).toBe(new URL(SHOP_URL).origin)
    expect(link.searchParams.get("email")).toBe(email)
    const token = link.searchParams.get("token")!

    // The link opens the shop's page (the SPA serves it).
    expect((await fetch(link)).status).toBe(200)

    const tooShort = await postJson("/api/auth/reset-password", { token, password: "short" })
    expect(tooShort.status).toBe(400)
    expect(tooShort.body.message).toMatch(/password must have at least 8 characters/)

    const changed = await postJson("/api/auth/reset-password", { token, password: "second-password-2" })
    expect(changed.status).toBe(200)
    // The new password ends the sessions signed in with the old one.
    expect(await userOf(elsewhere)).toBeNull()
    expect((await signIn(email, "second-password-2")).status).toBe(200)
    expect((await signIn(email, password)).status).toBe(401)

    const again = await postJson("/api/auth/reset-password", { token, password: "third-password-3" })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/expired or has been used/)
  })

  it("ends a stolen session even while sign-ins of the account are held back", async () => {
    const email = freshAddress("stolen")
    await register(email)
    const stolen = await sessionCookie(email, password)
    const thief = stolen.slice("shop_session=".length)
    expect((await shop("/api/account/wants", { cookie: thief })).status).toBe(200)
    // The thief keeps the account in sign-in backoff with wrong passwords.
    const fail = () => signIn(email, "wrong-password-0")
    for (let i = 0; i < 5; i++) expect((await fail()).status).toBe(401)
    expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(202)
    const token = linkIn((await waitForMail(email, /Reset your Numismatic Shop password/)).text).searchParams.get("token")!
    let held = await fail()
    for (let i = 0; held.status === 429 && i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      held = await fail()
    }
    expect(held.status).toBe(401)
    expect((await fail()).status).toBe(429)

    // The owner's reset goes through whatever the throttle says, and the stolen session is over.
    const changed = await postJson("/api/auth/reset-password", { token, password: "owner-password-2" })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(await userOf(stolen)).toBeNull()
    expect((await shop("/api/account/wants", { cookie: thief })).status).toBe(401)
  })

  it("refuses a forged token and bad input with a 400", async () => {
    expect((await postJson("/api/auth/reset-password", { token: "a.b.c", password: "long-enough-1" })).status).toBe(400)
    expect((await postJson("/api/auth/reset-password", { password: "long-enough-1" })).status).toBe(400)
    // A token that could not even travel in a header to Medusa (a line break, a character past
    // Latin-1) is bad input too, not the back office failing.
    for (const token of ["a.b.c\nx", "a.b.\u{1F600}", "a b.c.d"]) {
      const answer = await postJson("/api/auth/reset-password", { token, password: "long-enough-1" })
      expect(answer.status, JSON.stringify(token)).toBe(400)
      expect(answer.body.message).toMatch(/link/)
    }
    expect((await postJson("/api/auth/forgot-password", { email: "not an address" })).status).toBe(400)
  })
})
