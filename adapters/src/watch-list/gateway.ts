import { z } from "zod"
import type { WatchList } from "../contract/watch-list.js"
import type { MedusaClient } from "../medusa/client.js"
import { translated } from "../medusa/errors.js"
import { MedusaWatchList, toWatchList } from "./watch-list-view.js"

const MINE = "/store/customers/me/watch-list"

/** The collector's watch list in Medusa (commerce/src/modules/watch-list), always with the collector's own token. */
export function createWatchListGateway(medusa: MedusaClient) {
  const context = { medusaUrl: medusa.baseUrl }
  return {
    async list(token: string): Promise<WatchList> {
      return toWatchList(await medusa.request(MINE, MedusaWatchList, { token }), context)
    },
    /** Watches pieces; the list as it is now. */
    async add(token: string, productIds: string[]): Promise<WatchList> {
      const request = { method: "POST" as const, token, body: { product_ids: productIds } }
      const answer = await translated(() => medusa.request(MINE, MedusaWatchList, request), {
        notFound: "A piece was not found.",
      })
      return toWatchList(answer, context)
    },
    async remove(token: string, id: string): Promise<void> {
      await translated(() => medusa.request(`${MINE}/${id}`, z.unknown(), { method: "DELETE", token }), {
        notFound: "This piece is not on your watch list.",
      })
    },
    /** A price-drop e-mail's one-click unsubscribe: its token, not a session, names the piece. */
    async unsubscribe(token: string): Promise<void> {
      const request = { method: "POST" as const, body: { token } }
      await translated(() => medusa.request("/store/watch-list/unsubscribe", z.object({ product_id: z.string() }), request), {
        notFound: "This piece is no longer on the watch list.",
      })
    },
  }
}

export type WatchListGateway = ReturnType<typeof createWatchListGateway>
