import type { FastifyInstance, FastifyServerOptions } from "fastify"

/** Where the JSON lines go: standard output unless a test collects them. */
export type LogStream = { write(line: string): void }

export const REDACTED = "[redacted]"

// Query parameters that carry a secret or a person: reset and unsubscribe links (token=…&email=…),
// and whatever else a link of the shop may one day carry under these names.
const SECRET_PARAMETERS = /([?&;](?:token|email|e-mail|code|password|secret|signature|sig|key)=)[^&;#\s"'\\]*/gi

/**
 * A text (a URL, a whole log line) with the values of those query parameters replaced. It runs on
 * every line the server writes; most carry no query at all, and a search for "=" rules them out.
 */
export function redactSecrets(text: string): string {
  return text.includes("=") ? text.replace(SECRET_PARAMETERS, `$1${REDACTED}`) : text
}

/**
 * The shop server's logger: JSON lines (pino) in which no line, whatever wrote it, carries a
 * token or an e-mail address from a URL (docs/decisions/218). `npm start` prints them readably.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return { level, hooks: { streamWrite: redactSecrets }, ...(stream ? { stream } : {}) }
}

/**
 * One line per answered request (method, address, status, time) in place of Fastify's two, whose
 * first quotes the whole URL. The logger's streamWrite takes the secrets out of the address, as
 * it does from every line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request"
    )
    done()
  })
}
