import "./index.css"
import { holdEarlyPresses } from "./boot/early-clicks"

// A phone's main thread is not held for long by any one step of the start (docs/decisions/252):
// the page names every file of these steps for the browser to fetch at once, and each step's
// code is evaluated, and each step run, in a task of its own, so the browser can paint and
// answer a touch between them. Evaluated together, the main script was one task of about a
// quarter of a second at a phone's speed, and the router, made while rendering, another.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

holdEarlyPresses()

async function start(): Promise<void> {
  await import("./boot/react")
  await nextTask()
  await import("./boot/router")
  await nextTask()
  await import("./boot/query")
  await nextTask()
  const app = await import("./start")
  await nextTask()
  app.askForTheSession()
  await nextTask()
  app.askForTheSettings()
  await nextTask()
  await Promise.all([app.loadMessages(), app.loadPage()])
  await nextTask()
  const drawn = app.readPageData()
  await nextTask()
  const router = app.createRouter()
  await nextTask()
  app.render(router, drawn)
}

void start()
