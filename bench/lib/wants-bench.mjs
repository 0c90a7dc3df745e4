// Want lists at scale: 100,000 stored wants, and the time of the one statement that matches
// a new piece against all of them (commerce/src/modules/wants/bench.ts, run with tsx so it
// uses the module's own statement). Target: p95 < 50 ms.
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

export async function benchWants({ databaseUrl, log }) {
  if (!databaseUrl) throw new Error("The wants bench needs the shop's DATABASE_URL.")
  log("Wants: storing 100,000 wants (kept between runs) and matching pieces against them…")
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "commerce/src/modules/wants/bench.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "inherit"],
    })
    let stdout = ""
    child.stdout.on("data", (chunk) => (stdout += chunk))
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the wants bench exited with ${code}`))))
  })
  const figures = JSON.parse(output.trim().split("\n").pop())
  return { ...figures, goals: { "match one piece against 100,000 wants: p95 < 50 ms": figures.p95 < 50 } }
}

export function printWants(figures) {
  console.log(
    `\nwants: ${figures.wants} stored, ${figures.pieces} pieces matched: p50 ${figures.p50} ms, p95 ${figures.p95} ms, ` +
      `p99 ${figures.p99} ms, max ${figures.max} ms; ${figures.meanMatchedWants} wants matched per piece on average ` +
      `(load average ${figures.loadAverage})`
  )
  for (const [goal, ok] of Object.entries(figures.goals)) console.log(`${ok ? "✔" : "✘"} ${goal}`)
}
