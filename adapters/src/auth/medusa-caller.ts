import { z } from "zod"
import { HttpError } from "../http/errors.js"
import { DEFAULT_TIMEOUT_MS, MedusaError, type MedusaClient, type MedusaRequest } from "../medusa/client.js"

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
    if (left <= 0) return Promise.reject(new MedusaError(path, undefined, {}))
    return call(path, { ...options, timeoutMs: Math.min(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, left) })
  }
}

/** For an answer the shop cannot explain to its caller: a 502 with a message a person can act on. */
export function unexpected(error: unknown): never {
  if (error instanceof MedusaError && !error.unavailable) {
    throw new HttpError(502, "The shop's back office gave an unexpected answer. Please try again later.")
  }
  throw error
}

/**
 * Medusa's 4xx answers that the collector can act on keep their status and message. A 404
 * says notFound, or what notFound makes of Medusa's own message where that names the cause.
 */
export async function passingRefusals<T>(
  work: () => Promise<T>,
  notFound: string | ((medusaMessage: string | undefined) => string)
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof MedusaError && error.status === 404) {
      throw new HttpError(404, typeof notFound === "string" ? notFound : notFound(error.body.message))
    }
    if (error instanceof MedusaError && (error.status === 400 || error.status === 409) && error.body.message) {
      throw new HttpError(error.status, error.body.message)
    }
    throw error
  }
}
