import { z } from "zod"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import { MedusaWant } from "./want-view.js"

const NOT_YOURS = { notFound: "This want is not in your account." }
const WantBody = z.object({ want: MedusaWant })
const MINE = "/store/customers/me/wants"

/** The collector's wants in Medusa (commerce/src/modules/wants), always with the collector's own token. */
export function createWantsGateway(medusa: MedusaClient) {
  return {
    async list(token: string): Promise<MedusaWant[]> {
      return (await medusa.request(MINE, z.object({ wants: z.array(MedusaWant) }), { token })).wants
    },
    async create(token: string, body: Record<string, unknown>): Promise<MedusaWant> {
      const request = { method: "POST" as const, token, body }
      return (await translated(() => medusa.request(MINE, WantBody, request), NOT_YOURS)).want
    },
    async update(token: string, id: string, body: Record<string, unknown>): Promise<MedusaWant> {
      const request = { method: "POST" as const, token, body }
      return (await translated(() => medusa.request(`${MINE}/${id}`, WantBody, request), NOT_YOURS)).want
    },
    async remove(token: string, id: string): Promise<void> {
      await translated(() => medusa.request(`${MINE}/${id}`, z.unknown(), { method: "DELETE", token }), NOT_YOURS)
    },
    /** An alert e-mail's one-click unsubscribe: its token, not a session, names the want. */
    async unsubscribe(token: string): Promise<void> {
      const request = { method: "POST" as const, body: { token } }
      await translated(() => medusa.request("/store/wants/unsubscribe", z.object({ want_id: z.string() }), request), {
        notFound: "This want no longer exists.",
      })
    },
  }
}

export type WantsGateway = ReturnType<typeof createWantsGateway>
