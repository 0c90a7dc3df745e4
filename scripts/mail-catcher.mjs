#!/usr/bin/env node
// The local mail catcher as its own process: `npm start` runs it as one of the shop's services.
// Usage: node scripts/mail-catcher.mjs <smtp port> <http port>
import { startMailCatcher } from "./lib/mail-catcher.mjs"

const [smtpPort, httpPort] = process.argv.slice(2).map(Number)
const catcher = await startMailCatcher({ smtpPort, httpPort })
console.log(`catching mail at ${catcher.smtpUrl}, shown at ${catcher.webUrl}`)

const stop = () => void catcher.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
