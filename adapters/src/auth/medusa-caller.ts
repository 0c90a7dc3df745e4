import { Client, FetchError } from "@medusajs/js-sdk"
import { HttpError } from "../http/errors.js"

/** Medusa answered with a non-2xx status; callers decide what it means for the shop. */
export class MedusaAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = "MedusaAnswerError"
  }
}

export type MedusaCallOptions = {
  method?: "GET" | "POST" | "DELETE"
  body?: Record<string, unknown>
  query?: Record<string, string | number>
  /** The signed-in person's own Medusa token: Medusa itself decides what they may do. */
  token?: string
}

export type MedusaCall = (path: string, options?: MedusaCallOptions) => Promise<unknown>

export type MedusaCallerOptions = { medusaUrl: string; publishableKey: string; timeoutMs?: number }

/** Calls Medusa's HTTP API through js-sdk's client, on behalf of whoever's token is given. */
export function createMedusaCaller(options: MedusaCallerOptions): MedusaCall {
  const client = new Client({
    baseUrl: options.medusaUrl,
    publishableKey: options.publishableKey,
    // The server keeps no token of its own: each call carries the caller's.
    auth: { type: "jwt", jwtTokenStorageMethod: "nostore" },
  })
  const timeoutMs = options.timeoutMs ?? 15_000
  return async (path, { method = "GET", body, query, token } = {}) => {
    try {
      return await client.fetch<unknown>(path, {
        method,
        body,
        query,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      if (error instanceof FetchError && error.status !== undefined) {
        throw new MedusaAnswerError(error.status, error.message)
      }
      throw new HttpError(503, "The shop's back office cannot be reached right now. Please try again in a moment.")
    }
  }
}

/** For an answer the shop cannot explain to its caller: a 502 with a message a person can act on. */
export function unexpected(error: unknown): never {
  if (error instanceof MedusaAnswerError) {
    throw new HttpError(502, "The shop's back office gave an unexpected answer. Please try again later.")
  }
  throw error
}
