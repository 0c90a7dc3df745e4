import type { FastifyReply } from "fastify"

/** Does the work, then answers 204: a removal that has nothing to say back. */
export async function noContent(reply: FastifyReply, work: () => Promise<unknown>): Promise<void> {
  await work()
  await reply.status(204).send()
}
