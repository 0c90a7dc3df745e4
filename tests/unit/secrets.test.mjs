import assert from "node:assert/strict"
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, test } from "node:test"
import { loadSecrets, staffLogin } from "../../scripts/lib/secrets.mjs"

const dirs = []
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "secrets-"))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

test("secrets are generated once, kept private, and reused by the next start", () => {
  const dir = freshDir()
  const first = loadSecrets(dir, {})
  assert.match(first.jwtSecret, /^[0-9a-f]{64}$/)
  assert.notEqual(first.jwtSecret, first.cookieSecret)
  assert.deepEqual(loadSecrets(dir, {}), first)
  assert.equal(statSync(path.join(dir, "secrets.json")).mode & 0o077, 0)
})

test("settings from the environment win over generated ones", () => {
  const secrets = loadSecrets(freshDir(), { JWT_SECRET: "from-env" })
  assert.equal(secrets.jwtSecret, "from-env")
})

test("production refuses to start without its secrets, naming every missing one", () => {
  assert.throws(
    () => loadSecrets(freshDir(), { NODE_ENV: "production", JWT_SECRET: "x" }),
    /missing: COOKIE_SECRET, SHOP_COOKIE_SECRET/
  )
  const secrets = loadSecrets(freshDir(), {
    NODE_ENV: "production",
    JWT_SECRET: "a",
    COOKIE_SECRET: "b",
    SHOP_COOKIE_SECRET: "c",
    PUBLIC_URL: "https://shop.example",
  })
  assert.equal(secrets.cookieSecret, "b")
})

test("production refuses to start without the shop's public address", () => {
  assert.throws(
    () => loadSecrets(freshDir(), { NODE_ENV: "production", JWT_SECRET: "a", COOKIE_SECRET: "b", SHOP_COOKIE_SECRET: "c" }),
    /NODE_ENV=production needs these settings, which are missing: PUBLIC_URL/
  )
})

test("the staff password is generated per installation and stored beside the data", () => {
  const a = staffLogin(freshDir())
  const b = staffLogin(freshDir())
  assert.notEqual(a.password, b.password)
  assert.ok(a.password.length >= 12)
  for (let i = 0; i < 50; i++) assert.match(staffLogin(freshDir()).password, /^[A-Za-z0-9]{16}$/)
  const dir = freshDir()
  const login = staffLogin(dir)
  assert.deepEqual(JSON.parse(readFileSync(path.join(dir, "staff.json"), "utf8")), login)
})
