import net from "node:net"
import { freePort } from "./database.mjs"

const url = (port) => `http://localhost:${port}`

/** One Medusa in `shared` mode (it runs the API, the subscribers and the jobs) and one shop server calling it. */
export async function singleProcessLayout({ medusaPort, shopPort, env }) {
  medusaPort ??= await freePort(Number(env.MEDUSA_PORT) || 9000)
  shopPort ??= await freePort(Number(env.PORT) || 8000)
  return {
    medusa: [{ name: "medusa", port: medusaPort, url: url(medusaPort) }],
    shops: [{ name: "shop", port: shopPort, url: url(shopPort), medusaUrl: url(medusaPort) }],
  }
}

/**
 * As on several machines: two Medusa servers (`server` mode: the API only), one Medusa worker
 * (`worker` mode: subscribers, scheduled jobs and the workflow engine's queued steps), and two
 * shop servers, shop server i calling Medusa server i. The servers come first: the first of
 * each is the shop's address.
 */
export async function multiProcessLayout({ medusaPort, shopPort }) {
  const [server1, server2, worker, shop1, shop2] = await freePorts([medusaPort, medusaPort, medusaPort, shopPort, shopPort])
  return {
    medusa: [
      { name: "medusa-server-1", port: server1, url: url(server1), mode: "server" },
      { name: "medusa-server-2", port: server2, url: url(server2), mode: "server" },
      { name: "medusa-worker", port: worker, url: url(worker), mode: "worker" },
    ],
    shops: [
      { name: "shop-1", port: shop1, url: url(shop1), medusaUrl: url(server1) },
      { name: "shop-2", port: shop2, url: url(shop2), medusaUrl: url(server2) },
    ],
  }
}

// A distinct free port for each preferred one, that one or the next free above it: each is held until all are found.
async function freePorts(preferred) {
  const held = []
  try {
    for (const start of preferred) {
      for (let next = start; ; next++) {
        const server = net.createServer()
        const listening = await new Promise((resolve) => {
          server.once("error", () => resolve(false))
          server.listen(next, "127.0.0.1", () => resolve(true))
        })
        if (listening) {
          held.push(server)
          break
        }
      }
    }
    return held.map((server) => server.address().port)
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
