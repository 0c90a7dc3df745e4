import type { FastifyInstance } from "fastify"
import { HttpError } from "./http-error.js"

// Control characters other than tab, line feed and carriage return; NUL above all,
// which PostgreSQL refuses in text and which made Medusa fail with a 500.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const MAX_DEPTH = 16

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "))
  } catch {
    throw new HttpError(400, "The address is not valid: it has a malformed percent-encoding.")
  }
}

/** Refuses a query string whose decoded names or values carry control characters or bad encoding. */
export function checkAddress(url: string): void {
  const at = url.indexOf("?")
  const path = at < 0 ? url : url.slice(0, at)
  if (CONTROL.test(decodeQueryPart(path))) throw new HttpError(400, "The address contains a control character.")
  if (at < 0) return
  for (const pair of url.slice(at + 1).split("&")) {
    for (const part of pair.split("=")) {
      if (CONTROL.test(decodeQueryPart(part))) {
        throw new HttpError(400, "A query parameter contains a control character (such as NUL); remove it.")
      }
    }
  }
}

/** Refuses a JSON body nested deeper than any request needs or carrying control characters in its text. */
export function checkBody(value: unknown, depth = 0): void {
  if (typeof value === "string") {
    if (CONTROL.test(value)) throw new HttpError(400, "A field contains a control character (such as NUL); remove it.")
    return
  }
  if (value === null || typeof value !== "object") return
  if (depth >= MAX_DEPTH) throw new HttpError(400, "The request body is nested too deeply.")
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) throw new HttpError(400, "A field name contains a control character; remove it.")
    checkBody(item, depth + 1)
  }
}

/**
 * Every input byte problem is a 400 with a message before any route or Medusa sees
 * it: malformed percent-encoding, control characters in the address or in a JSON
 * field, absurd nesting.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => guarded(done, () => checkAddress(request.url)))
  app.addHook("preValidation", (request, _reply, done) => guarded(done, () => checkBody(request.body)))
}

function guarded(done: (error?: Error) => void, check: () => void): void {
  try {
    check()
    done()
  } catch (error) {
    done(error as Error)
  }
}
