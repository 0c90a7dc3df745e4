import type { FastifyError, FastifyInstance } from "fastify"
import { z } from "zod"
import { MedusaError } from "../medusa/client.js"

/** An answer the route chose on purpose: a status and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string
  ) {
    super(message)
  }
}

/** Validates input with a contract schema; a failure is a 400 naming every bad parameter. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join(".")
    return issue.message.startsWith(name) || !name ? issue.message : `${name}: ${issue.message}`
  })
  throw new HttpError(400, `Invalid request: ${problems.join("; ")}`)
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && "statusCode" in error
}

/** Every non-2xx answer is `{ message }`; nothing a client sends may become a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message })
    if (error instanceof MedusaError && error.unavailable) {
      request.log.warn({ err: error.cause, path: error.path }, "Medusa unreachable")
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ message: "The shop is not reachable right now. Please try again in a moment." })
    }
    if (error instanceof MedusaError) {
      request.log.error({ err: error, body: error.body }, "Unexpected answer from Medusa")
      return reply.status(502).send({ message: "The shop's back office gave an unexpected answer. Please try again later." })
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message })
    }
    request.log.error({ err: error }, "Unhandled error")
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again later." })
  })
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No such address: ${request.method} ${request.url.split("?")[0]}` })
  )
}
