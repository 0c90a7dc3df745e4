import { z } from "zod"
import { DEFAULT_TIMEOUT_MS, type MedusaClient, type MedusaRequest } from "./client.js"
import { MedusaCallError } from "./errors.js"

export type MedusaCallOptions = Pick<MedusaRequest, "method" | "query" | "token" | "timeoutMs"> & {
  body?: Record<string, unknown>
}

/** A call through the shop's one Medusa client whose answer the caller parses itself. */
export type MedusaCall = (path: string, options?: MedusaCallOptions) => Promise<unknown>

export function medusaCaller(medusa: MedusaClient): MedusaCall {
  return (path, options = {}) => medusa.request(path, z.unknown(), options)
}

/**
 * The same calls with one budget between them: each waits at most what is left before
 * deadlineAt, so a request that calls Medusa several times in turn still answers by then
 * (a 503 "try again") when Medusa or its database hangs.
 */
export function callsBefore(call: MedusaCall, deadlineAt: number): MedusaCall {
  return (path, options = {}) => {
    const left = deadlineAt - Date.now()
    if (left <= 0) return Promise.reject(new MedusaCallError(path, undefined, {}))
    return call(path, { ...options, timeoutMs: Math.min(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, left) })
  }
}
