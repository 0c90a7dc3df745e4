import type { FastifyInstance } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import type { z } from "zod"

/**
 * An e-mail's one-click unsubscribe (RFC 8058): the mail client posts "List-Unsubscribe=One-Click"
 * as a form to the e-mail's own address, `path?token=…`; the answer is plain text.
 */
export async function oneClickUnsubscribe(
  app: FastifyInstance,
  path: string,
  query: z.ZodObject<{ token: z.ZodString }>,
  unsubscribe: (token: string) => Promise<unknown>
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, parsed) =>
      parsed(null, body)
    )
    scope.withTypeProvider<ZodTypeProvider>().post(path, { schema: { querystring: query } }, async (request, reply) => {
      await unsubscribe(request.query.token)
      return reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send("Unsubscribed.")
    })
    done()
  })
}
