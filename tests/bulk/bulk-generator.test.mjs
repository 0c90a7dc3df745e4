// The benchmark's bulk generator, run for real at a small count on its own database.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { after, test } from "node:test"
import pg from "pg"
import { dropDatabase } from "../../scripts/lib/database.mjs"

const server = new URL(process.env.TEST_DATABASE_URL)
const bulkUrl = new URL(server)
bulkUrl.pathname = `${server.pathname}_bulk`
const adminUrl = new URL(server)
adminUrl.pathname = "/postgres"

after(() => dropDatabase(adminUrl.toString(), bulkUrl.pathname.slice(1)))

function seedBulk(count) {
  const run = spawnSync("npm", ["run", "seed:bulk", "--", "--count", String(count), "--database-url", bulkUrl.toString()], {
    encoding: "utf8",
    timeout: 300_000,
  })
  assert.equal(run.status, 0, run.stdout + run.stderr)
  return run.stdout
}

async function countOf(sql) {
  const client = new pg.Client({ connectionString: bulkUrl.toString() })
  await client.connect()
  try {
    return Number((await client.query(sql)).rows[0].count)
  } finally {
    await client.end()
  }
}

test("fills a separate database with varied items, reports its rate, and resumes", async () => {
  const output = seedBulk(40)
  assert.match(output, /Added 40 items in \d+ s: \d+ items\/s/)
  assert.equal(await countOf("select count(*) from product where deleted_at is null"), 40)
  assert.equal(await countOf("select count(distinct title) from product"), 40)
  assert.equal(await countOf("select count(*) from collector_item"), 40)
  assert.equal(await countOf("select count(distinct product_category_id) from product_category_product"), 5)

  assert.match(seedBulk(50), /Added 10 items/)
  assert.equal(await countOf("select count(*) from product where deleted_at is null"), 50)
})
