import { act, render, screen } from "@testing-library/react"
import { useIdle } from "./use-idle"

function Waiting({ name }: { name: string }) {
  return <p data-testid={name}>{useIdle() ? "started" : "waiting"}</p>
}

const started = () => screen.queryAllByText("started").length

describe("useIdle", () => {
  const idleCallbacks: Array<() => void> = []
  beforeEach(() => {
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idleCallbacks.push(run))
  })
  afterEach(() => vi.unstubAllGlobals())

  it("lets what waits for the first quiet moment go one at a time, each in an idle callback of its own", async () => {
    render(
      <>
        <Waiting name="a" />
        <Waiting name="b" />
        <Waiting name="c" />
      </>
    )
    expect(started()).toBe(0)
    for (const expected of [1, 2, 3]) {
      expect(idleCallbacks).toHaveLength(1)
      await act(async () => idleCallbacks.shift()?.())
      expect(started()).toBe(expected)
    }
    expect(idleCallbacks).toHaveLength(0)
  })

  it("starts at once what is drawn after the first quiet moment", () => {
    render(<Waiting name="later" />)
    expect(screen.getByTestId("later")).toHaveTextContent("started")
    expect(idleCallbacks).toHaveLength(0)
  })
})
