import { expect } from "@playwright/test"

const SHOP_URL = process.env.SHOP_URL ?? "http://localhost:8000"

type Person = { firstName: string; lastName: string; email: string; password: string }

/** An account made through the shop's API, as the register form sends it (sign in next). */
export async function register(person: Person): Promise<void> {
  const registered = await fetch(`${SHOP_URL}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: JSON.stringify(person),
  })
  expect(registered.status).toBe(202)
}
