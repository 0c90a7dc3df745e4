import { ConfigError, loadConfig } from "./config.js"
import { buildServer } from "./server.js"

try {
  const config = loadConfig()
  const app = await buildServer(config)
  await app.listen({ port: config.port, host: config.host })
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1)
      )
    })
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(78)
  }
  throw error
}
