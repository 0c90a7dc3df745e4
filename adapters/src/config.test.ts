import { describe, expect, it } from "vitest"
import { ConfigError, loadConfig } from "./config.js"

const base = {
  MEDUSA_URL: "http://127.0.0.1:9000",
  MEDUSA_PUBLISHABLE_KEY: "pk_test",
  COOKIE_SECRET: "c".repeat(40),
  SUPPORT_PHONE: "+352 20 30 40 50",
  SUPPORT_EMAIL: "support@example.com",
}

describe("the shop server's settings", () => {
  it("refuses to start in production without PUBLIC_URL, saying what it is for", () => {
    const production = { ...base, NODE_ENV: "production", REDIS_URL: "redis://redis:6379" }
    expect(() => loadConfig(production)).toThrow(ConfigError)
    expect(() => loadConfig(production)).toThrow(
      /PUBLIC_URL is required in production.*canonical links, robots\.txt and the sitemap/
    )
    expect(loadConfig({ ...production, PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe("https://shop.example")
  })

  it("names every missing production setting at once", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).toThrow(/SHOP_DATABASE_URL or REDIS_URL[\s\S]*PUBLIC_URL/)
  })

  it("starts without PUBLIC_URL elsewhere, and reads the allowed hosts", () => {
    const config = loadConfig({ ...base, ALLOWED_HOSTS: "Shop.Example, shop.example:8443" })
    expect(config.publicUrl).toBeUndefined()
    expect(config.allowedHosts).toEqual(["shop.example", "shop.example:8443"])
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: "https://shop.example/" })).toThrow(/ALLOWED_HOSTS/)
  })
})
