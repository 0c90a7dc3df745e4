// A small client for the tests: Medusa's admin API, signed in as the seeded staff member.
const MEDUSA_URL = process.env.MEDUSA_URL
if (!MEDUSA_URL) throw new Error("MEDUSA_URL is not set: run these tests through `npm test`.")

let token
export async function admin(path, init = {}) {
  token ??= await signIn(process.env.STAFF_EMAIL, process.env.STAFF_PASSWORD)
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

export async function signIn(email, password) {
  const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status} ${JSON.stringify(body)}`)
  return body.token
}

export { MEDUSA_URL }
