import { HttpError } from "../http/http-error.js"

const RETRIED_STATUSES = new Set([502, 503, 504])

/**
 * A call to Medusa that did not give an answer the shop can use. `status` is Medusa's own
 * HTTP status, undefined when Medusa did not answer (down, unreachable, too slow); `type`
 * and `code` are Medusa's error type and code. Callers decide on these, never on the
 * wording of Medusa's message.
 */
export class MedusaCallError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | undefined,
    readonly body: { type?: string; code?: string; message?: string; [key: string]: unknown } = {},
    options?: { cause?: unknown }
  ) {
    super(
      status === undefined
        ? `Medusa did not answer ${path}`
        : `Medusa answered ${status} to ${path}${body.type ? ` (${body.type}${body.code ? `/${body.code}` : ""})` : ""}`,
      options
    )
    this.name = "MedusaCallError"
  }

  /**
   * Medusa could not be reached in time, or said it cannot serve now (502/503/504: its
   * database is down or restarting): the shop answers 503.
   */
  get unavailable(): boolean {
    return this.status === undefined || RETRIED_STATUSES.has(this.status)
  }

  get type(): string | undefined {
    return this.body.type
  }

  get code(): string | undefined {
    return this.body.code
  }
}

/**
 * Medusa answered, but not what the shop's own checks expect (a body that does not match
 * its schema, no euro region): the shop cannot explain that to its caller, so a 502.
 */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string
  ) {
    super(`Medusa's answer to ${path} is not what the shop expects: ${reason}`)
    this.name = "UnexpectedAnswerError"
  }
}

export const UNAVAILABLE_MESSAGE = "The shop is not reachable right now. Please try again in a moment."
export const UNEXPECTED_MESSAGE = "The shop's back office gave an unexpected answer. Please try again later."

/** How one gateway's call words Medusa's refusals; what it leaves out, the shop answers the same way everywhere. */
export type Translation = {
  /** Medusa's 404: this message, or what it makes of Medusa's own. Without it, a 404 is unexpected. */
  notFound?: string | ((medusaMessage: string | undefined) => string)
  /** Medusa's 409 in the shop's words (Medusa's body says what it found). */
  conflict?: (body: MedusaCallError["body"]) => string
  /** A 400 or 409 without a message of Medusa's. Without it, such an answer is unexpected. */
  refused?: string
  /** Medusa failed on its side (a 5xx): a 502 with this message, for a change that may or may not have happened. */
  failed?: string
  /** Medusa did not answer: a 502 with this message instead of the 503 "try again". */
  noAnswer?: string
  /** Medusa's error codes the shop words itself, whatever Medusa's status. */
  codes?: Record<string, { status: number; message: string }>
}

/** What the shop answers for a Medusa error no gateway words: a 503 "try again" when Medusa is unavailable, else a 502. */
export function untranslated(error: MedusaCallError | UnexpectedAnswerError): HttpError {
  if (error instanceof MedusaCallError && error.unavailable) {
    return new HttpError(503, UNAVAILABLE_MESSAGE, { cause: error, headers: { "retry-after": "5" } })
  }
  return new HttpError(502, UNEXPECTED_MESSAGE, { cause: error })
}

/** For an answer the shop cannot explain to its caller: `untranslated`, whatever Medusa's status. */
export function unexpected(error: unknown): never {
  throw error instanceof MedusaCallError || error instanceof UnexpectedAnswerError ? untranslated(error) : error
}

/**
 * The one translation of Medusa's errors into the shop's HTTP errors, for a gateway's call.
 * Medusa's 400 and 409 keep their status and message (Medusa's own words say what to do);
 * the rest is what `translation` says, or `untranslated`. Errors not Medusa's, and a refused
 * token (401, 403), pass unchanged.
 */
export function toHttpError(error: unknown, translation: Translation = {}): unknown {
  if (error instanceof UnexpectedAnswerError) return untranslated(error)
  if (!(error instanceof MedusaCallError)) return error
  const { status, body } = error
  // A refused token is the session's to handle (it ends the session): see asSignedIn.
  if (status === 401 || status === 403) return error
  const answer = (code: number, message: string) => new HttpError(code, message, { cause: error })
  if (status === undefined) return translation.noAnswer ? answer(502, translation.noAnswer) : untranslated(error)
  const { notFound, conflict, refused, failed, codes } = translation
  const coded = error.code === undefined ? undefined : codes?.[error.code]
  if (coded) return answer(coded.status, coded.message)
  if (status === 404 && notFound !== undefined) {
    return answer(404, typeof notFound === "string" ? notFound : notFound(body.message))
  }
  if (status === 409 && conflict) return answer(409, conflict(body))
  const message = body.message ?? refused
  if ((status === 400 || status === 409) && message) return answer(status, message)
  if (status >= 500 && failed) return answer(502, failed)
  return untranslated(error)
}

/** Runs one call to Medusa; its error, if any, comes out as the shop's HTTP error. */
export async function translated<T>(work: () => Promise<T>, translation?: Translation): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toHttpError(error, translation)
  }
}
