import { defineConfig, loadEnv, Modules } from "@medusajs/framework/utils"
import { redactProcessOutput } from "./src/lib/log-redaction"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
// No log line of Medusa's keeps a token or an e-mail address from a URL (docs/decisions/218).
redactProcessOutput()

const redisUrl = process.env.REDIS_URL

// With REDIS_URL several Medusa processes (server and worker) coordinate through
// Redis; without it the in-process modules serve a single machine.
const redisModules = redisUrl
  ? [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            { resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } },
          ],
        },
      },
      {
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [
            { resolve: "@medusajs/medusa/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } },
          ],
        },
      },
    ]
  : []

const stripeModules = process.env.STRIPE_API_KEY
  ? [
      {
        resolve: "@medusajs/medusa/payment",
        options: {
          providers: [
            {
              // Medusa's Stripe provider; STRIPE_API_BASE points it at a local fake in tests.
              resolve: "./src/modules/stripe-payment",
              id: "stripe",
              options: {
                apiKey: process.env.STRIPE_API_KEY,
                webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
                // Authorised when the cart completes, captured once the order is placed.
                capture: false,
                apiBase: process.env.STRIPE_API_BASE,
              },
            },
          ],
        },
      },
    ]
  : []

export default defineConfig({
  // Medusa's Translation Module, its routes and the back office's translation screens (decision 245).
  featureFlags: { translation: true },
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    workerMode: (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") || "shared",
    http: {
      storeCors: process.env.STORE_CORS || "http://localhost:8000",
      adminCors: process.env.ADMIN_CORS || "http://localhost:9000",
      authCors: process.env.AUTH_CORS || "http://localhost:8000,http://localhost:9000",
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
    },
    // `medusa start` marks the back office's session cookie Secure, which a browser
    // never receives over plain http: on one machine (http://localhost:9000) staff
    // could not sign in at /app. The cookie stays Secure wherever Medusa is public
    // over https.
    cookieOptions: process.env.MEDUSA_BACKEND_URL?.startsWith("https://") ? {} : { secure: false },
  },
  admin: {
    path: "/app",
    disable: process.env.MEDUSA_DISABLE_ADMIN === "true",
    backendUrl: process.env.MEDUSA_BACKEND_URL || "/",
  },
  modules: [
    { resolve: "./src/modules/numismatics" },
    { resolve: "./src/modules/catalogue-index" },
    { resolve: "./src/modules/bank-transfers" },
    { resolve: "./src/modules/watch-list" },
    { resolve: "./src/modules/wants" },
    { resolve: "./src/modules/order-rows" },
    { resolve: "./src/modules/invoices" },
    { resolve: "./src/modules/order-events" },
    // The catalogue's texts in German and French (docs/decisions/245): listed here as well as behind
    // its flag, because defineConfig decides on its default modules before the flags are read.
    { key: Modules.TRANSLATION, resolve: "@medusajs/medusa/translation" },
    ...redisModules,
    ...stripeModules,
    {
      // Every e-mail goes out through SMTP: `npm start` points SMTP_URL at its local mail catcher.
      key: Modules.NOTIFICATION,
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "./src/modules/smtp-notification",
            id: "smtp",
            options: {
              channels: ["email"],
              url: process.env.SMTP_URL || "smtp://127.0.0.1:1025",
              from: process.env.MAIL_FROM || "Numismatic Shop <orders@numismatic.shop>",
            },
          },
        ],
      },
    },
    {
      key: Modules.FILE,
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: { backend_url: `${process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"}/static` },
          },
        ],
      },
    },
  ],
})
