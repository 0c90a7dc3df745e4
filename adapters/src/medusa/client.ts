import { EventEmitter } from "node:events"
import { Pool, type Dispatcher } from "undici"
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

/** A response header as fetch's Headers.get gives it: repeated ones joined by ", ". */
function header(headers: Dispatcher.ResponseData["headers"], name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}

/**
 * Aborts a call's requests once its time is up, with a TimeoutError as AbortSignal.timeout
 * would. undici takes any EventEmitter that emits "abort" as a request's signal; this one costs
 * a call much less than an AbortController, whose signal's listeners are an EventTarget's.
 */
class Deadline extends EventEmitter {
  aborted = false
  reason: unknown = undefined
  private readonly timer: NodeJS.Timeout

  constructor(ms: number) {
    super()
    this.timer = setTimeout(() => {
      this.aborted = true
      this.reason = new DOMException("The operation was aborted due to timeout", "TimeoutError")
      this.emit("abort")
    }, ms)
  }

  clear(): void {
    clearTimeout(this.timer)
  }
}

/**
 * The shop server's one way to Medusa's HTTP API. It keeps its own pool of keep-alive
 * connections to Medusa and calls undici's request on it, not fetch: fetch's Request, Response
 * and Headers objects and web streams cost the shop server's main thread more CPU per call.
 * `close` ends those connections once the calls under way have ended (the server's shutdown).
 */
export function createMedusaClient(options: MedusaClientOptions): MedusaClient & { close(): Promise<void> } {
  const baseUrl = options.baseUrl.replace(/\/+$/, "")
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const readRetries = options.readRetries ?? 1
  // Idle connections hold no reference on the event loop, and close after Medusa's keep-alive
  // timeout, so the pool keeps no process from ending.
  const pool = new Pool(new URL(baseUrl).origin)

  type Answer = { body: unknown; etag: string | undefined; unchanged: boolean }

  async function once(
    path: string,
    request: MedusaRequest & { ifNoneMatch?: string },
    signal: Deadline,
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
    let response: Dispatcher.ResponseData
    try {
      // Refused before anything is sent, as fetch refuses it.
      if (method === "GET" && request.body !== undefined) throw new TypeError("A GET cannot have a body")
      // Sent as fetch would send it: dot segments resolved, what a path may not hold percent-encoded.
      const url = new URL(`${baseUrl}${path}${search(request.query)}`)
      response = await pool.request({
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      })
    } catch (error) {
      throw new MedusaCallError(path, undefined, {}, { cause: error })
    }
    // Every path below reads the body to its end (or has it destroyed by an error), so that
    // the connection goes back to the pool.
    const { statusCode: status, headers: answered, body: stream } = response
    const ok = status >= 200 && status < 300
    if (asFile && ok) {
      try {
        return {
          body: Buffer.from(await stream.arrayBuffer()),
          contentType: header(answered, "content-type") ?? "application/octet-stream",
          filename: /filename="([^"]+)"/.exec(header(answered, "content-disposition") ?? "")?.[1],
        } satisfies MedusaFile
      } catch (error) {
        // A file cut off by the timeout is no answer.
        throw new MedusaCallError(path, undefined, {}, { cause: error })
      }
    }
    const etag = header(answered, "etag")
    if (status === 304 && request.ifNoneMatch) {
      await stream.dump()
      return { body: undefined, etag, unchanged: true } satisfies Answer
    }
    let body: unknown
    if (status === 204) {
      await stream.dump()
      body = {}
    } else {
      try {
        body = await stream.json()
      } catch (error) {
        // A body cut off by the timeout is no answer; a 2xx that is not JSON is a wrong one.
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          throw new MedusaCallError(path, undefined, {}, { cause: error })
        }
        body = {}
        if (ok) throw new UnexpectedAnswerError(path, "not JSON")
      }
    }
    if (!ok) throw new MedusaCallError(path, status, typeof body === "object" && body ? (body as MedusaCallError["body"]) : {})
    return { body, etag, unchanged: false } satisfies Answer
  }

  async function retried(path: string, request: MedusaRequest & { ifNoneMatch?: string }, asFile: boolean): Promise<unknown> {
    const tries = (request.method ?? "GET") === "GET" ? 1 + readRetries : 1
    // The timeout bounds the whole call, retries included, so that a shopper waits at
    // most that long while Medusa or its database is down; a retry gets what is left.
    const timeoutMs = request.timeoutMs ?? defaultTimeout
    const deadline = Date.now() + timeoutMs
    const signal = new Deadline(Math.max(timeoutMs, 1))
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(path, request, signal, asFile)
        } catch (error) {
          const retry = error instanceof MedusaCallError && error.unavailable && deadline - Date.now() >= MIN_RETRY_MS
          if (!retry || attempt >= tries) throw error
        }
      }
    } finally {
      signal.clear()
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
    close: () => pool.close(),
  }
}
