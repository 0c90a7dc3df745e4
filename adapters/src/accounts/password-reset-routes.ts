import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import type { AuthGateway } from "./gateway.js"
import { ErrorBody } from "../contract/error.js"
import { ForgotPassword, ResetPassword } from "../contract/user.js"
import { answerNoSoonerThan } from "../http/sign-in-throttle.js"
import { HttpError } from "../http/http-error.js"
import type { LimiterStore } from "../http/shared-limits.js"
import { answer, problem } from "../http/openapi.js"
import { GUARDED } from "./routes.js"

export type PasswordResetDeps = {
  auth: AuthGateway
  /** Medusa's reset route answers a bare 201 (no JSON), so it is asked with a plain request. */
  requestReset: (email: string) => Promise<void>
  /** Requests per client address and quarter of an hour, for each of the two routes. */
  attemptsPerAddress: number
  limiterStore: LimiterStore
  /**
   * The shortest time a reset request's answer takes, so that a known address (Medusa makes and
   * stores a token, and queues the e-mail) and an unknown one (nothing to do) answer alike.
   */
  answerFloorMs: number
}

export const RESET_REQUESTED =
  "If an account exists for this address, we have sent it a link to choose a new password. The link works once, for 15 minutes."

/**
 * Medusa's reset flow for customers: the request always answers the same, whether or not the
 * address has an account (Medusa's route does too); its auth.password_reset event makes
 * commerce/src/subscribers/email-password-reset.ts send the link. The token is single-use and
 * expires in 15 minutes (Medusa's).
 */
export async function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps): Promise<void> {
  await app.register(async (scope) => {
    const limited = scope.withTypeProvider<ZodTypeProvider>()
    await limited.register(rateLimit, {
      global: false,
      ...deps.limiterStore("password-reset"),
      errorResponseBuilder: () => new HttpError(429, "Too many password resets from your address. Please try again later."),
    })
    const limit = { rateLimit: { max: deps.attemptsPerAddress, timeWindow: 15 * 60_000 } }

    const tooMany = problem("Too many requests from this address")
    const forgotSchema = {
      summary: "Sends a customer a single-use link to choose a new password",
      description:
        "Answers the same whether or not the address has an account. The e-mailed link opens /reset-password and works once, for 15 minutes.",
      body: ForgotPassword,
      response: {
        202: answer(ErrorBody, "Accepted; a link is sent if the account exists"),
        400: problem("A malformed field, named in the message"),
        429: tooMany,
        ...GUARDED,
      },
    }
    // On a loaded machine Medusa may outlast the floor: every answer then waits as long as the
    // slowest of the last minute, so a known address still does not stand out (as sign-in does).
    let slowest = { ms: 0, at: 0 }
    limited.post("/api/auth/forgot-password", { config: limit, schema: forgotSchema }, async (request, reply) => {
      const startedAt = Date.now()
      const { email } = request.body
      await deps.requestReset(email)
      const took = Date.now() - startedAt
      if (took > slowest.ms || Date.now() - slowest.at > 60_000) slowest = { ms: took, at: Date.now() }
      await answerNoSoonerThan(startedAt, Math.max(deps.answerFloorMs, Math.min(slowest.ms, 5_000)))
      return reply.status(202).send({ message: RESET_REQUESTED })
    })

    const resetSchema = {
      summary: "Sets a new password with the token from the e-mailed link",
      body: ResetPassword,
      response: {
        200: answer(ErrorBody, "Password changed"),
        400: problem("A malformed field, or a link that has expired or been used"),
        429: tooMany,
        ...GUARDED,
      },
    }
    limited.post("/api/auth/reset-password", { config: limit, schema: resetSchema }, async (request, reply) => {
      const { token, password } = request.body
      if (!(await deps.auth.resetPassword(token, password))) {
        throw new HttpError(400, "This link has expired or has been used already. Please ask for a new one.")
      }
      // Medusa's reset (commerce/src/api/auth/[actor_type]/[auth_provider]/update) ends every
      // earlier session of the account, customer and staff alike: their tokens open nothing more,
      // and each session here ends on its next request (docs/decisions/215).
      return reply.status(200).send({ message: "Your password has been changed. Please sign in with the new one." })
    })
  })
}
