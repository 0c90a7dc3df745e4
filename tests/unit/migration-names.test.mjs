// Medusa records every module's migrations by class name in one table: two modules with a
// migration of the same name would see the second one as already run, and its tables never made.
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"

const MODULES = path.join(import.meta.dirname, "..", "..", "commerce", "src", "modules")

test("no two of the shop's module migrations share a name", () => {
  const seen = new Map()
  for (const module of readdirSync(MODULES)) {
    let files = []
    try {
      files = readdirSync(path.join(MODULES, module, "migrations")).filter((file) => file.endsWith(".ts"))
    } catch {
      continue
    }
    for (const file of files) {
      const name = readFileSync(path.join(MODULES, module, "migrations", file), "utf8").match(/export class (\w+)/)?.[1]
      assert.ok(name, `${module}/${file} exports a migration class`)
      assert.ok(!seen.has(name), `${name} is in both ${seen.get(name)} and ${module}`)
      seen.set(name, module)
    }
  }
  assert.ok(seen.size >= 2)
})
