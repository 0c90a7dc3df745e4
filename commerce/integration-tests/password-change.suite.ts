import type { SuiteOptions } from "./suites"
import assert from "node:assert/strict"
import { before, test } from "node:test"
import type { AxiosInstance } from "axios"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateResetPasswordTokenWorkflow } from "@medusajs/medusa/core-flows"
import { setUpStore } from "../src/scripts/seed/store-setup"

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export default function passwordChange({ api, getContainer }: SuiteOptions) {
  const http = api as AxiosInstance
  let key: Record<string, string>
  const send = (method: "get" | "post", url: string, headers: Record<string, string>, data?: unknown) =>
    http.request({ method, url, headers, data, validateStatus: () => true })

  before(async () => {
    const setup = await setUpStore(getContainer(), false)
    key = { "x-publishable-api-key": setup.publishableKey }
  })

  /** An address that is a customer's and a staff member's alike: one auth identity for both. */
  async function customerAndStaff(email: string, password: string) {
    const { data: registered } = await http.post("/auth/customer/emailpass/register", { email, password })
    await http.post("/store/customers", { email }, { headers: { ...key, authorization: `Bearer ${registered.token}` } })
    const container = getContainer()
    const user = await container.resolve(Modules.USER).createUsers({ email })
    const auth = container.resolve(Modules.AUTH)
    const [provider] = await auth.listProviderIdentities({ entity_id: email, provider: "emailpass" })
    const identity = await auth.retrieveAuthIdentity(provider.auth_identity_id!)
    await auth.updateAuthIdentities({ id: identity.id, app_metadata: { ...identity.app_metadata, user_id: user.id } })
  }

  async function signIn(actor: "customer" | "user", email: string, password: string) {
    const answer = await send("post", `/auth/${actor}/emailpass`, {}, { email, password })
    assert.equal(answer.status, 200, JSON.stringify(answer.data))
    return { ...key, authorization: `Bearer ${answer.data.token as string}` }
  }

  /** Spends a reset link's token on a new password, as the shop's reset page does. */
  const setPassword = (token: string, password: string) =>
    send("post", "/auth/customer/emailpass/update", { authorization: `Bearer ${token}` }, { password })

  async function resetToken(email: string) {
    const container = getContainer()
    const { http: settings } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
    const { result } = await generateResetPasswordTokenWorkflow(container).run({
      input: { entityId: email, actorType: "customer", provider: "emailpass", secret: settings.jwtSecret! },
    })
    return result
  }

  test("a reset ends the earlier sessions of the customer and of the staff member of that address", async () => {
    const email = `both.${Date.now().toString(36)}@example.com`
    await customerAndStaff(email, "Old-password-123")
    const customer = await signIn("customer", email, "Old-password-123")
    const staff = await signIn("user", email, "Old-password-123")
    assert.equal((await send("get", "/store/customers/me", customer)).status, 200)
    assert.equal((await send("get", "/admin/users/me", staff)).status, 200)

    // The change lands in a later second than the sign-ins.
    await pause(1_100)
    const token = await resetToken(email)
    const changed = await setPassword(token, "New-password-456")
    assert.equal(changed.status, 200, JSON.stringify(changed.data))
    assert.deepEqual(changed.data, { success: true })

    for (const [path, headers] of [
      ["/store/customers/me", customer],
      ["/admin/users/me", staff],
    ] as const) {
      const refused = await send("get", path, headers)
      assert.equal(refused.status, 401, path)
      assert.match(String(refused.data.message), /password was changed/)
    }
    // Nor can an earlier token be traded for a fresh one.
    assert.equal((await send("post", "/auth/token/refresh", customer)).status, 401)
    // Signing in again, with the new password, works at once for both.
    assert.equal((await send("get", "/store/customers/me", await signIn("customer", email, "New-password-456"))).status, 200)
    assert.equal((await send("get", "/admin/users/me", await signIn("user", email, "New-password-456"))).status, 200)
    // The link was spent.
    const again = await setPassword(token, "Third-password-789")
    assert.equal(again.status, 401)
  })

  test("a token of another account is not touched by this one's reset", async () => {
    const [mine, theirs] = [`mine.${Date.now().toString(36)}@example.com`, `theirs.${Date.now().toString(36)}@example.com`]
    await customerAndStaff(mine, "Mine-password-123")
    await customerAndStaff(theirs, "Their-password-123")
    const other = await signIn("customer", theirs, "Their-password-123")
    await pause(1_100)
    const token = await resetToken(mine)
    const changed = await setPassword(token, "Mine-password-456")
    assert.equal(changed.status, 200)
    assert.equal((await send("get", "/store/customers/me", other)).status, 200)
  })
}
