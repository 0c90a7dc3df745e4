import { describe, expect, it } from "vitest"
import { SingleFlight } from "./single-flight.js"

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe("single flight", () => {
  it("gives overlapping calls with one key one call's answer, and asks again once it has settled", async () => {
    const flight = new SingleFlight<string>()
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const call = () => answers[calls++]!.promise
    const first = flight.run("a", call)
    const second = flight.run("a", call)
    const other = flight.run("b", () => Promise.resolve("b"))
    answers[0]!.resolve("one")
    expect(await Promise.all([first, second, other])).toEqual(["one", "one", "b"])
    expect(calls).toBe(1)

    const later = flight.run("a", call)
    answers[1]!.resolve("two")
    expect(await later).toBe("two")
    expect(calls).toBe(2)
  })

  it("gives every overlapping call the error, and keeps none of it", async () => {
    const flight = new SingleFlight<string>()
    const failing = deferred<string>()
    const first = flight.run("a", () => failing.promise)
    const second = flight.run("a", () => Promise.resolve("unused"))
    failing.reject(new Error("Medusa is down"))
    await expect(first).rejects.toThrow("Medusa is down")
    await expect(second).rejects.toThrow("Medusa is down")
    expect(await flight.run("a", () => Promise.resolve("back"))).toBe("back")
  })
})
