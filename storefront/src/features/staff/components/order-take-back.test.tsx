import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { jsonResponse, mockFetch, pending } from "@/testing/mock-fetch"
import { ORDER_ID as ID, makeOrderDetail as order } from "@/testing/orders"
import { renderRoute } from "@/testing/render"
import { OrderTakeBack } from "./order-take-back"

/** The JSON bodies POSTed to a path. */
const posted = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => input === path && init?.method === "POST")
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>)

describe("taking an order back", () => {
  it("cancels an unpaid order after asking, with nothing to refund", async () => {
    const fetchMock = mockFetch({ [`/api/orders/${ID}/cancel`]: { ...order({}), status: "canceled" } })
    renderRoute(<OrderTakeBack order={order({})} />)
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }))
    const dialog = await screen.findByRole("dialog")
    expect(dialog).toHaveTextContent("Nothing has been paid")
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(posted(fetchMock, `/api/orders/${ID}/cancel`)).toEqual([{}])
  })

  it("shows the server's reason in the dialog when the cancel is refused", async () => {
    mockFetch({
      [`/api/orders/${ID}/cancel`]: () =>
        jsonResponse({ message: "Order #ORD-ABC123 is shipped; a parcel that has left cannot be canceled." }, { status: 409 }),
    })
    renderRoute(
      <OrderTakeBack order={order({ status: "paid", captures: [{ amount: "700.00", at: "2026-11-21T00:00:00.000Z" }] })} />
    )
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Bank reference of the refund"), { target: { value: "RF-1" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }))
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("a parcel that has left cannot be canceled")
  })

  it("refunds a returned piece of a shipped bank-transfer order with the refund transfer", async () => {
    const shipped = order({
      status: "shipped",
      captures: [{ amount: "700.00", at: "2026-11-21T00:00:00.000Z" }],
      refunds: [{ amount: "10.00", at: "2026-11-22T00:00:00.000Z", note: null }],
    })
    const fetchMock = mockFetch({ [`/api/orders/${ID}/refunds`]: shipped })
    renderRoute(<OrderTakeBack order={shipped} />)
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Refund" }))
    const dialog = await screen.findByRole("dialog")
    expect(dialog).toHaveTextContent("690.00 EUR can still be refunded, by bank transfer")
    fireEvent.click(within(dialog).getByLabelText("Chosen pieces, or an amount"))
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Augustus Denarius/ }))
    expect(within(dialog).getByLabelText("Amount to refund (EUR)")).toHaveValue("685.00")
    fireEvent.click(within(dialog).getByLabelText(/sent these pieces back/))
    fireEvent.change(within(dialog).getByLabelText("Refund transfer sent on"), { target: { value: "2026-11-23" } })
    fireEvent.change(within(dialog).getByLabelText("Bank reference of the refund"), { target: { value: "RF-77" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    const [body] = posted(fetchMock, `/api/orders/${ID}/refunds`)
    expect(body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: "685.00",
      itemIds: ["ordli_1"],
      returned: true,
      refundedOn: "2026-11-23",
      bankReference: "RF-77",
    })
  })

  it("refunds once when Refund is pressed twice: both presses carry the dialog's one key", async () => {
    const paid = order({
      status: "paid",
      payment: { method: "card", paid: true },
      captures: [{ amount: "700.00", at: "2026-11-21T00:00:00.000Z" }],
    })
    const fetchMock = mockFetch({ [`/api/orders/${ID}/refunds`]: pending })
    renderRoute(<OrderTakeBack order={paid} />)
    fireEvent.click(screen.getByRole("button", { name: "Refund" }))
    const dialog = await screen.findByRole("dialog")
    const submit = within(dialog).getByRole("button", { name: "Refund" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(submit).toBeDisabled())
    const bodies = posted(fetchMock, `/api/orders/${ID}/refunds`)
    expect(bodies.length).toBeGreaterThanOrEqual(1)
    expect(new Set(bodies.map((body) => body.requestId)).size).toBe(1)
  })
})
