import { z } from "zod"
import { MedusaCallError, UnexpectedAnswerError } from "./errors.js"

// A retry with less time than this left would only fail again.
const MIN_RETRY_MS = 100

export type MedusaRequest = {
  method?: "GET" | "POST" | "DELETE"
  body?: unknown
  query?: Record<string, string | number | boolean | string[] | undefined>
  /** The signed-in person's own Medusa token: Medusa itself decides what they may do. */
  token?: string
  /** Overrides the client's timeout for a call known to take longer (an order transition). */
  timeoutMs?: number
}

export type MedusaClientOptions = {
  baseUrl: string
  publishableKey: string
  /** Every call gives up after this long; default 4 s. */
  timeoutMs?: number
  /** How often a read (GET) is tried again after no answer or a 502/503/504; writes never are. */
  readRetries?: number
}

/** A GET's answer when the caller holds one under an ETag: `body` only when it changed. */
export type Revalidated<T> = { etag: string | undefined; body?: T }

/** A file Medusa drew (a PDF, a printable page): its bytes, their type and the name it gave them. */
export type MedusaFile = { body: Buffer; contentType: string; filename: string | undefined }

export interface MedusaClient {
  /** Calls Medusa and checks the answer against `schema`; a mismatch is an UnexpectedAnswerError. */
  request<S extends z.ZodType>(path: string, schema: S, options?: MedusaRequest): Promise<z.output<S>>
  /**
   * A GET that sends the ETag of the answer the caller holds (If-None-Match): Medusa's 304 means it
   * still stands, and no body is read or checked; otherwise the answer, checked, with its ETag.
   */
  revalidate<S extends z.ZodType>(
    path: string,
    schema: S,
    etag: string | undefined,
    options?: Pick<MedusaRequest, "query" | "timeoutMs">
  ): Promise<Revalidated<z.output<S>>>
  /** Reads a file with a GET, with the same key, token, timeout, retries and errors as request. */
  file(path: string, options?: Pick<MedusaRequest, "query" | "token" | "timeoutMs">): Promise<MedusaFile>
  readonly baseUrl: string
}

export const DEFAULT_TIMEOUT_MS = 4_000

function search(query: MedusaRequest["query"]): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one))
  }
  const text = params.toString()
  return text ? `?${text}` : ""
}

function checked<S extends z.ZodType>(path: string, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new UnexpectedAnswerError(path, parsed.error.message)
  return parsed.data
}

/** The shop server's one way to Medusa's HTTP API. */
export function createMedusaClient(options: MedusaClientOptions): MedusaClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "")
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const readRetries = options.readRetries ?? 1

  type Answer = { body: unknown; etag: string | undefined; unchanged: boolean }

  async function once(
    path: string,
    request: MedusaRequest & { ifNoneMatch?: string },
    timeoutMs: number,
    asFile = false
  ): Promise<unknown> {
    const method = request.method ?? "GET"
    const headers: Record<string, string> = {
      accept: asFile ? "*/*" : "application/json",
      "x-publishable-api-key": options.publishableKey,
    }
    if (request.token) headers.authorization = `Bearer ${request.token}`
    if (request.ifNoneMatch) headers["if-none-match"] = request.ifNoneMatch
    if (request.body !== undefined) headers["content-type"] = "application/json"
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}${search(request.query)}`, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new MedusaCallError(path, undefined, {}, { cause: error })
    }
    if (asFile && response.ok) {
      try {
        return {
          body: Buffer.from(await response.arrayBuffer()),
          contentType: response.headers.get("content-type") ?? "application/octet-stream",
          filename: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1],
        } satisfies MedusaFile
      } catch (error) {
        // A file cut off by the timeout is no answer.
        throw new MedusaCallError(path, undefined, {}, { cause: error })
      }
    }
    const etag = response.headers.get("etag") ?? undefined
    if (response.status === 304 && request.ifNoneMatch) {
      await response.body?.cancel()
      return { body: undefined, etag, unchanged: true } satisfies Answer
    }
    let body: unknown
    try {
      body = response.status === 204 ? {} : await response.json()
    } catch (error) {
      // A body cut off by the timeout is no answer; a 2xx that is not JSON is a wrong one.
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new MedusaCallError(path, undefined, {}, { cause: error })
      }
      body = {}
      if (response.ok) throw new UnexpectedAnswerError(path, "not JSON")
    }
    if (!response.ok)
      throw new MedusaCallError(path, response.status, typeof body === "object" && body ? (body as MedusaCallError["body"]) : {})
    return { body, etag, unchanged: false } satisfies Answer
  }

  async function retried(path: string, request: MedusaRequest & { ifNoneMatch?: string }, asFile: boolean): Promise<unknown> {
    const tries = (request.method ?? "GET") === "GET" ? 1 + readRetries : 1
    // The timeout bounds the whole call, retries included, so that a shopper waits at
    // most that long while Medusa or its database is down; a retry gets what is left.
    const deadline = Date.now() + (request.timeoutMs ?? defaultTimeout)
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(path, request, Math.max(deadline - Date.now(), 1), asFile)
      } catch (error) {
        const retry = error instanceof MedusaCallError && error.unavailable && deadline - Date.now() >= MIN_RETRY_MS
        if (!retry || attempt >= tries) throw error
      }
    }
  }

  return {
    baseUrl,
    async request(path, schema, request = {}) {
      const { body } = (await retried(path, request, false)) as Answer
      return checked(path, schema, body)
    },
    async revalidate(path, schema, etag, request = {}) {
      const answer = (await retried(path, { ...request, ifNoneMatch: etag }, false)) as Answer
      return answer.unchanged ? { etag: answer.etag } : { etag: answer.etag, body: checked(path, schema, answer.body) }
    },
    async file(path, request = {}) {
      return (await retried(path, request, true)) as MedusaFile
    },
  }
}
