import { errorHandler, type MedusaErrorHandlerFunction } from "@medusajs/framework/http"

// PostgreSQL's "cannot connect now", "admin shutdown", "crash shutdown" and connection
// exception classes, and the socket errors of a server that is gone.
const OUTAGE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
])
const OUTAGE_NAMES = new Set(["KnexTimeoutError", "ConnectionException"])
const OUTAGE_MESSAGE =
  /Connection terminated|Timeout acquiring a connection|ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)|terminating connection/i

/** Whether an error, or any error it wraps, says the database cannot be reached. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false
  const { code, name, message, cause, originalError } = error as Record<string, unknown>
  if (typeof code === "string" && OUTAGE_CODES.has(code)) return true
  if (typeof name === "string" && OUTAGE_NAMES.has(name)) return true
  if (typeof message === "string" && OUTAGE_MESSAGE.test(message)) return true
  return isDatabaseOutage(cause, depth + 1) || isDatabaseOutage(originalError, depth + 1)
}

const medusaErrorHandler = errorHandler()

export const UNDECODABLE_MESSAGE =
  "The address is not valid: a % in it must start an encoded character such as %20. Check the link and try again."

/**
 * Express cannot decode a route's parameter with a broken escape (`/catalogue/products/%E0%A4%A`):
 * it marks the URIError as a 400, which Medusa's handler, knowing only its own errors, answered 500.
 */
function isUndecodableAddress(error: unknown): boolean {
  return error instanceof URIError && (error as URIError & { status?: number }).status === 400
}

/**
 * While the database is down or restarting, Medusa answered 500 "An unknown error
 * occurred", as for a bug; this answers 503 so that callers (the shop server, a load
 * balancer, the back office) know to try again. An address Express cannot decode is a 400.
 * Every other error is Medusa's to answer.
 */
export const databaseOutageHandler: MedusaErrorHandlerFunction = (error, req, res, next) => {
  if (isUndecodableAddress(error)) {
    res.status(400).json({ type: "invalid_data", message: UNDECODABLE_MESSAGE })
    return
  }
  if (!isDatabaseOutage(error)) return medusaErrorHandler(error, req, res, next)
  res.setHeader("retry-after", "5")
  res
    .status(503)
    .json({ type: "unavailable", message: "The database cannot be reached right now. Please try again in a moment." })
}
