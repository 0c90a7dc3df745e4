import { readFileSync, rmSync } from "node:fs"

/**
 * A fault test's way to kill Medusa at a named point of a checkout's completion: when
 * SHOP_FAULT_FILE names a file holding that point's name, the file is removed (so the restarted
 * Medusa goes on) and the process dies at once, as a crash or a power cut would end it. Without
 * the variable, which only tests set, nothing happens.
 */
export function faultAt(point: string): void {
  const file = process.env.SHOP_FAULT_FILE
  if (!file) return
  let armed: string
  try {
    armed = readFileSync(file, "utf8").trim()
  } catch {
    return
  }
  if (armed !== point) return
  rmSync(file, { force: true })
  process.kill(process.pid, "SIGKILL")
}
