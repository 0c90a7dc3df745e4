import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { z } from "zod"
import { MedusaCallError, UnexpectedAnswerError, untranslated } from "../medusa/errors.js"
import { HttpError } from "./http-error.js"

/** A short excerpt of something the client sent, safe to quote in a message. */
export function excerpt(value: string, max = 60): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "�")
  return printable.length > max ? `${printable.slice(0, max)}…` : printable
}

const MAX_PROBLEMS = 5

/** Checks input with a contract schema; a failure is a 400 naming every bad parameter (the first few). */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): { value: z.output<S> } | { error: HttpError } {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { value: parsed.data }
  const problems = parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const name = excerpt(issue.path.join("."), 40)
    // Zod quotes unknown keys in its message; the client's key names may be huge, so only excerpts.
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field${issue.keys.length === 1 ? "" : "s"} ${issue.keys
            .slice(0, 3)
            .map((k) => `"${excerpt(k, 30)}"`)
            .join(", ")}${issue.keys.length > 3 ? "…" : ""}`
        : excerpt(issue.message, 160)
    return message.startsWith(name) || !name ? message : `${name}: ${message}`
  })
  const more = parsed.error.issues.length > MAX_PROBLEMS ? ` (and ${parsed.error.issues.length - MAX_PROBLEMS} more)` : ""
  return { error: new HttpError(400, `Invalid request: ${problems.join("; ")}${more}`) }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && "statusCode" in error
}

// Fastify's own messages quote the input (a whole URL, a body); these say what to do instead.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is not valid: it has a malformed percent-encoding.",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_BODY_TIMEOUT: "The request body came too slowly.",
  FST_ERR_ASYNC_CONSTRAINT: "The request could not be routed.",
}

function frameworkMessage(error: FastifyError): string {
  if (FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code]!
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!
  return excerpt(error.message, 160)
}

/** The `{ message }` answer for an error; nothing a client sends may become a 5xx. */
function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof MedusaCallError || error instanceof UnexpectedAnswerError)
    return answerError(untranslated(error), request, reply)
  if (error instanceof HttpError) {
    if (error.cause instanceof MedusaCallError && error.cause.unavailable) {
      request.log.warn({ err: error.cause.cause, path: error.cause.path }, "Medusa unreachable")
    } else if (error.statusCode >= 500 && error.cause) {
      const body = error.cause instanceof MedusaCallError ? error.cause.body : undefined
      request.log.error({ err: error.cause, body }, "Unexpected answer from Medusa")
    }
    return reply.status(error.statusCode).headers(error.headers).send({ message: error.message })
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
    // A URL too long for the router is the client's: 414, without the URL.
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : error.statusCode
    return reply.status(status).send({ message: frameworkMessage(error) })
  }
  request.log.error({ err: error }, "Unhandled error")
  return reply.status(500).send({ message: "Something went wrong on our side. Please try again later." })
}

/** Fastify's `frameworkErrors` option: errors raised before routing (bad URL encoding, overlong parameters). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answerError(error, request, reply)
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const

/** Routes as patterns per method, to tell a wrong method on a known path (405) from an unknown path (404). */
function routeTable(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: Set<string> }[] = []
  app.addHook("onRoute", (route) => {
    if (route.url.includes("*") && !route.url.startsWith("/api") && !route.url.startsWith("/static")) return
    const source = route.url
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")
    const pattern = new RegExp(`^${source}/?$`)
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const existing = routes.find((r) => r.pattern.source === pattern.source)
    if (existing) for (const m of methods) existing.methods.add(m)
    else routes.push({ pattern, methods: new Set(methods) })
  })
  return (path: string): string[] => {
    const allowed = new Set<string>()
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m)
    return METHODS.filter((m) => allowed.has(m))
  }
}

/** Every non-2xx answer is `{ message }`; nothing a client sends may become a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  const allowedMethods = routeTable(app)
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply))
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/"
    const allowed = allowedMethods(path)
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({ message: `${request.method} is not allowed here; use ${allowed.join(" or ")}.` })
    }
    return reply.status(404).send({ message: `No such address: ${request.method} ${excerpt(path, 100)}` })
  })
}
