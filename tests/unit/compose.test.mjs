// No Docker engine runs here, so the compose file is checked by reading it:
// the services exist, and each one is wired to the others it needs.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { test } from "node:test"
import { parse } from "yaml"

const read = (file) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")
const compose = parse(read("docker-compose.yml"), { merge: true })
const services = compose.services
const env = (name) => services[name].environment

test("it runs PostgreSQL, Redis, Medusa as server and worker, and the shop server", () => {
  assert.deepEqual(
    Object.keys(services).sort(),
    ["medusa-server", "medusa-worker", "migrate", "postgres", "redis", "shop"].sort()
  )
  assert.equal(env("medusa-server").MEDUSA_WORKER_MODE, "server")
  assert.equal(env("medusa-worker").MEDUSA_WORKER_MODE, "worker")
})

test("every Medusa process shares one database and one Redis, so they coordinate", () => {
  for (const name of ["migrate", "medusa-server", "medusa-worker"]) {
    assert.match(env(name).DATABASE_URL, /@postgres:5432\/shop$/, `${name} DATABASE_URL`)
    assert.equal(env(name).REDIS_URL, "redis://redis:6379", `${name} REDIS_URL`)
  }
  assert.equal(services.postgres.environment.POSTGRES_DB, "shop")
})

test("Medusa starts only after the migrations, and those only once the database is healthy", () => {
  for (const name of ["medusa-server", "medusa-worker"]) {
    assert.equal(services[name].depends_on.migrate.condition, "service_completed_successfully")
  }
  assert.equal(services.migrate.depends_on.postgres.condition, "service_healthy")
  assert.ok(services.postgres.healthcheck, "postgres has a health check")
})

test("the shop server talks to the Medusa server, never to the database", () => {
  assert.equal(env("shop").MEDUSA_URL, "http://medusa-server:9000")
  assert.equal(env("shop").DATABASE_URL, undefined)
  assert.ok("MEDUSA_PUBLISHABLE_KEY" in env("shop"))
})

test("secrets are required from the environment, never written into the file", () => {
  for (const name of ["JWT_SECRET", "COOKIE_SECRET"]) {
    assert.match(env("medusa-server")[name], /^\$\{[A-Z_]+:\?/, `${name} must be required`)
  }
  assert.match(env("shop").COOKIE_SECRET, /^\$\{[A-Z_]+:\?/)
})

test("both Medusa processes see the same uploaded images", () => {
  assert.deepEqual(services["medusa-server"].volumes, services["medusa-worker"].volumes)
})

test("every build target the file names exists in the Dockerfile", () => {
  const dockerfile = read("Dockerfile")
  for (const service of Object.values(services)) {
    if (service.build) assert.match(dockerfile, new RegExp(`^FROM .+ AS ${service.build.target}$`, "m"))
  }
})

test("every long-running service restarts by itself and is probed on its readiness endpoint", () => {
  for (const name of ["postgres", "redis", "medusa-server", "medusa-worker", "shop"]) {
    assert.equal(services[name].restart, "unless-stopped", `${name} restart policy`)
    assert.ok(services[name].healthcheck?.test, `${name} has a health check`)
  }
  const probe = (name) => services[name].healthcheck.test.join(" ")
  assert.match(probe("medusa-server"), /:9000\/health\/ready/)
  assert.match(probe("medusa-worker"), /:9000\/health'/)
  assert.match(probe("shop"), /:8000\/health\/ready/)
  assert.equal(services.shop.depends_on["medusa-server"].condition, "service_healthy")
})

test("the shop server is told its public address, and Medusa's e-mails link to the same", () => {
  assert.ok(env("shop").PUBLIC_URL, "shop PUBLIC_URL")
  assert.equal(env("medusa-server").SHOP_PUBLIC_URL, env("shop").PUBLIC_URL)
  assert.equal(env("medusa-worker").SHOP_PUBLIC_URL, env("shop").PUBLIC_URL)
})

test("only the shop server is published to the world; Medusa's APIs only to this machine", () => {
  assert.deepEqual(services.shop.ports, ["8000:8000"])
  for (const [name, service] of Object.entries(services)) {
    if (name === "shop") continue
    for (const port of service.ports ?? []) assert.match(String(port), /^127\.0\.0\.1:/, `${name} publishes ${port}`)
  }
})
