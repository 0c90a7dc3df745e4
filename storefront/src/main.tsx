import "./lib/zod-config"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app"
import "./index.css"

const root = document.getElementById("root")
if (!root) throw new Error("The page has no #root element")

// As a transition, the first render runs in slices that leave the browser room between
// them, instead of one task that blocks a phone for a quarter of a second.
const reactRoot = createRoot(root)
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>
  )
})
