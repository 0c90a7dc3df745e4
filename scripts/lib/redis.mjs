import net from "node:net"

// A few Redis commands over RESP, enough to find a database of this run's own.
function send(socket, ...args) {
  return new Promise((resolve, reject) => {
    // One listener each at a time: a run asks up to 15 databases on one socket.
    socket.once("error", reject)
    socket.once("data", (data) => {
      socket.off("error", reject)
      resolve(data.toString("utf8"))
    })
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join("")}`)
  })
}

/**
 * Claims an empty Redis database (1–15) for this run, so two runs on one machine never share
 * Medusa's queues or locks: a marker key set only if absent, expiring after two hours in
 * case the run dies. Answers its URL, or undefined when Redis is not reachable.
 */
export async function claimRedisDatabase({ host = "127.0.0.1", port = 6379 } = {}) {
  const socket = net.connect({ host, port })
  try {
    await new Promise((resolve, reject) => {
      socket.once("connect", resolve)
      socket.once("error", reject)
      socket.setTimeout(2_000, () => reject(new Error("Redis did not answer")))
    })
    for (let db = 15; db >= 1; db--) {
      await send(socket, "SELECT", db)
      const size = await send(socket, "DBSIZE")
      if (size.trim() !== ":0") continue
      const claimed = await send(socket, "SET", "shop-test-run", String(process.pid), "NX", "EX", 7200)
      if (claimed.startsWith("+OK")) {
        return { url: `redis://${host}:${port}/${db}`, release: () => releaseDatabase(host, port, db) }
      }
    }
    throw new Error("Redis has no empty database (1–15) left for this run")
  } catch (error) {
    if (error?.code === "ECONNREFUSED" || /did not answer/.test(String(error?.message))) return undefined
    throw error
  } finally {
    socket.destroy()
  }
}

// Whether a reply to GET shop-test-run names this pid as the database's holder.
const heldBy = (reply, pid) => reply.includes(`\r\n${pid}\r\n`)

// Empties the database if it is still this run's, so the next run finds it empty.
async function releaseDatabase(host, port, db) {
  const socket = net.connect({ host, port })
  await new Promise((resolve) => socket.once("connect", resolve))
  await send(socket, "SELECT", db)
  if (heldBy(await send(socket, "GET", "shop-test-run"), process.pid)) await send(socket, "FLUSHDB")
  socket.destroy()
}

/** Whether a Redis server answers PING at this URL. */
export async function redisAnswers(url) {
  const { hostname, port } = new URL(url)
  const socket = net.connect({ host: hostname, port: Number(port) || 6379 })
  try {
    await new Promise((resolve, reject) => {
      socket.once("connect", resolve)
      socket.once("error", reject)
      socket.setTimeout(2_000, () => reject(new Error("Redis did not answer")))
    })
    return (await send(socket, "PING")).startsWith("+PONG")
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/** The databases (1–15) a run still holds: those whose marker names its pid. */
export async function databasesHeldBy(pid, { host = "127.0.0.1", port = 6379 } = {}) {
  const socket = net.connect({ host, port })
  await new Promise((resolve) => socket.once("connect", resolve))
  const held = []
  for (let db = 1; db <= 15; db++) {
    await send(socket, "SELECT", db)
    if (heldBy(await send(socket, "GET", "shop-test-run"), pid)) held.push(db)
  }
  socket.destroy()
  return held
}
