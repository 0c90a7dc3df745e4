type Layer = { name: string }
type WithRouter = { _router?: { stack?: Layer[] } }

/**
 * Moves the app's layer named `name` right after Express's own first layers (the query's parsing
 * and `expressInit`), ahead of everything Medusa registered. Express keeps an app's layers in
 * order in `app._router.stack`, which Medusa's own start command reads too. The router gets a new
 * list rather than a changed one: a request already under way (waiting in an asynchronous layer)
 * walks the list it started with, so no layer runs twice for it nor is skipped. Nothing moves when
 * either layer is missing or the layer is already there; the answer tells whether it moved.
 */
export function moveToTheFront(app: unknown, name: string): boolean {
  const router = (app as WithRouter | undefined)?._router
  const stack = router?.stack
  if (!router || !Array.isArray(stack)) return false
  const init = stack.findIndex((layer) => layer.name === "expressInit")
  const at = stack.findIndex((layer) => layer.name === name)
  if (init < 0 || at <= init + 1) return false
  router.stack = [...stack.slice(0, init + 1), stack[at], ...stack.slice(init + 1, at), ...stack.slice(at + 1)]
  return true
}
