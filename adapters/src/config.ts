import { z } from "zod"

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default("127.0.0.1"),
  MEDUSA_URL: z.url({ error: "MEDUSA_URL must be a URL such as http://127.0.0.1:9000" }),
  MEDUSA_PUBLISHABLE_KEY: z.string().min(1, "MEDUSA_PUBLISHABLE_KEY is required (Medusa's publishable API key)"),
  // How long any call to Medusa may take before the shop answers 503 (transitions and order placing wait longer).
  MEDUSA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(4_000),
  STOREFRONT_DIR: z.string().min(1).optional(),
  // The shop's public origin for canonical links, link previews, robots.txt and the sitemap. Required in
  // production; elsewhere, unset, the request's own host when it is the listen address or in ALLOWED_HOSTS.
  PUBLIC_URL: z.url({ error: "PUBLIC_URL must be a URL such as https://shop.example" }).optional(),
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[\w.:[\]-]+(,\s*[\w.:[\]-]+)*$/, "ALLOWED_HOSTS must be host names (with their ports), separated by commas")
    .optional(),
  COOKIE_SECRET: z.string().min(32, "COOKIE_SECRET must be at least 32 characters"),
  SUPPORT_PHONE: z.string().min(1, "SUPPORT_PHONE is required"),
  SUPPORT_EMAIL: z.email({ error: "SUPPORT_EMAIL must be an e-mail address" }),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  // Behind an HTTPS proxy: trust its X-Forwarded-* headers (client address, protocol for Secure cookies).
  TRUST_PROXY: z.stringbool().default(false),
  // Shown on bank-transfer confirmations; the defaults are a demo account.
  BANK_ACCOUNT_HOLDER: z.string().min(1).default("Numismatic Shop S.à r.l."),
  BANK_IBAN: z.string().min(1).default("LU28 0019 4006 4475 0000"),
  BANK_BIC: z.string().min(1).default("BCEELULL"),
  // Where sessions live: Redis when REDIS_URL is set, else the shop server's own schema in this PostgreSQL database.
  SHOP_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "SHOP_DATABASE_URL must be a postgres:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  // Checkouts opened and completed per client address and minute.
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Picture width variants: where they are written once, and how many one address may have made per minute.
  IMAGE_VARIANT_DIR: z.string().min(1).optional(),
  IMAGE_VARIANTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  NODE_ENV: z.string().optional(),
})

export type Config = {
  port: number
  host: string
  medusaUrl: string
  medusaPublishableKey: string
  medusaTimeoutMs?: number
  storefrontDir: string | undefined
  publicUrl?: string
  /** Hosts (host:port) a request may name to be linked to when PUBLIC_URL is unset, besides the listen address. */
  allowedHosts?: string[]
  cookieSecret: string
  supportPhone: string
  supportEmail: string
  stripePublishableKey: string | undefined
  trustProxy?: boolean
  bank: { accountHolder: string; iban: string; bic: string }
  sessions?: { databaseUrl?: string; redisUrl?: string; idleMs: number }
  checkoutRateLimit?: number
  /** Width variants of pictures (routes/static-proxy.ts); a folder under the system's temporary one by default. */
  imageVariants?: { dir?: string; uncachedPerMinute: number }
}

export class ConfigError extends Error {}

/** Reads the environment once; every missing or malformed setting is listed together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""))
  const parsed = EnvSchema.safeParse(blankAsMissing)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".")
      return issue.code === "invalid_type" && issue.input === undefined ? `${name} is required` : issue.message
    })
    throw new ConfigError(`The shop server cannot start:\n  - ${problems.join("\n  - ")}`)
  }
  const e = parsed.data
  if (e.NODE_ENV === "production") {
    const missing = [
      ...(!e.SHOP_DATABASE_URL && !e.REDIS_URL ? ["SHOP_DATABASE_URL or REDIS_URL is required in production (sessions)"] : []),
      // The Host header is the client's to choose: in production it never writes the shop's links.
      ...(!e.PUBLIC_URL
        ? [
            "PUBLIC_URL is required in production: the shop's public address (such as https://shop.example), which canonical links, robots.txt and the sitemap name",
          ]
        : []),
    ]
    if (missing.length) throw new ConfigError(`The shop server cannot start:\n  - ${missing.join("\n  - ")}`)
  }
  return {
    port: e.PORT,
    host: e.HOST,
    medusaUrl: e.MEDUSA_URL.replace(/\/+$/, ""),
    medusaPublishableKey: e.MEDUSA_PUBLISHABLE_KEY,
    medusaTimeoutMs: e.MEDUSA_TIMEOUT_MS,
    storefrontDir: e.STOREFRONT_DIR,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    allowedHosts: e.ALLOWED_HOSTS?.split(",").map((host) => host.trim().toLowerCase()),
    cookieSecret: e.COOKIE_SECRET,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    trustProxy: e.TRUST_PROXY,
    bank: { accountHolder: e.BANK_ACCOUNT_HOLDER, iban: e.BANK_IBAN, bic: e.BANK_BIC },
    sessions: { databaseUrl: e.SHOP_DATABASE_URL, redisUrl: e.REDIS_URL, idleMs: e.SESSION_IDLE_MINUTES * 60_000 },
    checkoutRateLimit: e.CHECKOUT_RATE_LIMIT,
    imageVariants: { dir: e.IMAGE_VARIANT_DIR, uncachedPerMinute: e.IMAGE_VARIANTS_PER_MINUTE },
  }
}
