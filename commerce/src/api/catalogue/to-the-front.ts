type Layer = { name: string }
type WithRouter = { _router?: { stack?: Layer[] } }

/**
 * Moves the app's layer named `name` right after Express's own first layers (the query's parsing
 * and `expressInit`), ahead of everything Medusa registered. Express keeps an app's layers in
 * order in `app._router.stack`, which Medusa's own start command reads too. Nothing moves when
 * either layer is missing or the layer is already there; the answer tells whether it moved.
 */
export function moveToTheFront(app: unknown, name: string): boolean {
  const stack = (app as WithRouter | undefined)?._router?.stack
  if (!Array.isArray(stack)) return false
  const init = stack.findIndex((layer) => layer.name === "expressInit")
  const at = stack.findIndex((layer) => layer.name === name)
  if (init < 0 || at <= init + 1) return false
  const [layer] = stack.splice(at, 1)
  stack.splice(init + 1, 0, layer)
  return true
}
