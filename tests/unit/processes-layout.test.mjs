import assert from "node:assert/strict"
import net from "node:net"
import { test } from "node:test"
import { multiProcessLayout } from "../../scripts/lib/processes-layout.mjs"

test("several processes: two Medusa servers, a worker and two shop servers, shop i calling server i, on distinct free ports", async () => {
  // A port that is taken is passed over.
  const taken = net.createServer()
  await new Promise((resolve) => taken.listen(0, "127.0.0.1", resolve))
  const busy = taken.address().port
  try {
    const layout = await multiProcessLayout({ medusaPort: busy, shopPort: busy })
    assert.deepEqual(
      layout.medusa.map(({ name, mode }) => [name, mode]),
      [
        ["medusa-server-1", "server"],
        ["medusa-server-2", "server"],
        ["medusa-worker", "worker"],
      ]
    )
    assert.deepEqual(
      layout.shops.map(({ name, medusaUrl }) => [name, medusaUrl]),
      [
        ["shop-1", layout.medusa[0].url],
        ["shop-2", layout.medusa[1].url],
      ]
    )
    const medusaPorts = layout.medusa.map((part) => part.port)
    const shopPorts = layout.shops.map((part) => part.port)
    assert.equal(new Set([...medusaPorts, ...shopPorts]).size, 5)
    assert.ok(![...medusaPorts, ...shopPorts].includes(busy), "the taken port is not handed out")
    for (const part of [...layout.medusa, ...layout.shops]) assert.equal(part.url, `http://localhost:${part.port}`)
  } finally {
    await new Promise((resolve) => taken.close(resolve))
  }
})
