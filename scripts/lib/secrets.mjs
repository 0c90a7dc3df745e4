import { randomBytes, randomInt } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

// PUBLIC_URL is no secret, but production's links must name it, never a request's Host header.
const REQUIRED_IN_PRODUCTION = ["JWT_SECRET", "COOKIE_SECRET", "SHOP_COOKIE_SECRET", "PUBLIC_URL"]

/**
 * The secrets of a start. In production they must come from the environment
 * (a missing one stops the start, all named at once). Elsewhere they are
 * generated once into the data folder and reused, so sessions survive restarts.
 */
export function loadSecrets(dataDir, env = process.env) {
  if (env.NODE_ENV === "production") {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name])
    if (missing.length) {
      throw new Error(`NODE_ENV=production needs these settings, which are missing: ${missing.join(", ")}`)
    }
    return { jwtSecret: env.JWT_SECRET, cookieSecret: env.COOKIE_SECRET, shopCookieSecret: env.SHOP_COOKIE_SECRET }
  }
  const file = path.join(dataDir, "secrets.json")
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    const fresh = {
      jwtSecret: randomBytes(32).toString("hex"),
      cookieSecret: randomBytes(32).toString("hex"),
      shopCookieSecret: randomBytes(32).toString("hex"),
      databasePassword: randomBytes(16).toString("hex"),
    }
    writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 })
  }
  const stored = JSON.parse(readFileSync(file, "utf8"))
  return {
    ...stored,
    jwtSecret: env.JWT_SECRET || stored.jwtSecret,
    cookieSecret: env.COOKIE_SECRET || stored.cookieSecret,
    shopCookieSecret: env.SHOP_COOKIE_SECRET || stored.shopCookieSecret,
  }
}

/** The staff login made on first seed; its password is generated, never written in code. */
export function staffLogin(dataDir, email = "staff@numismatic.shop") {
  const file = path.join(dataDir, "staff.json")
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify({ email, password: newPassword() }, null, 2), { mode: 0o600 })
  }
  return JSON.parse(readFileSync(file, "utf8"))
}

// Letters and digits only: easy to type from the start banner, and never read
// as a command-line option (a leading "-").
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
function newPassword(length = 16) {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")
}
