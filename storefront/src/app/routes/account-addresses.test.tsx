import { fireEvent, screen, within } from "@testing-library/react"
import { COUNTRIES, CUSTOMER, makeSavedAddress } from "@/testing/fixtures"
import { jsonResponse, mockFetch } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

const BERLIN = makeSavedAddress({ isDefault: true })

beforeAll(async () => {
  await import("./account-addresses")
})

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]!.body as string) as unknown

describe("address book page", () => {
  it("lists the saved addresses and adds one with the checkout's fields", async () => {
    let saved = [BERLIN]
    const fetchMock = mockFetch({
      "/api/auth/user": CUSTOMER,
      "/api/checkout/countries": COUNTRIES,
      "/api/account/addresses": () => {
        const call = fetchMock.mock.calls.at(-1)!
        if (call[1]?.method === "POST") {
          const added = {
            ...BERLIN,
            id: "cuaddr_2",
            address1: "5 Rue du Fossé",
            postalCode: "1536",
            city: "Luxembourg",
            countryCode: "lu",
            isDefault: false,
          }
          saved = [...saved, added]
          return jsonResponse(added, { status: 201 })
        }
        return jsonResponse(saved)
      },
    })
    renderApp("/account/addresses")
    expect(await screen.findByRole("heading", { name: "Your addresses" })).toBeInTheDocument()
    const first = await screen.findByText("Unter den Linden 1, 10117 Berlin, Germany")
    expect(within(first).getByText("Used first at checkout")).toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: "Add an address" }))
    expect(screen.getByLabelText("Use this address first at checkout")).not.toBeChecked()
    // The checkout's messages, beside each field.
    fireEvent.click(screen.getByRole("button", { name: "Save address" }))
    expect(await screen.findByText("Please enter the street and number.")).toBeInTheDocument()
    expect(screen.getByText("Please enter the postcode.")).toBeInTheDocument()
    expect(screen.getByText("Please choose the country.")).toBeInTheDocument()

    fill("Address", " 5 Rue du Fossé ")
    fill("Postcode", "1536")
    fill("City", "Luxembourg")
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "lu" } })
    fireEvent.click(screen.getByRole("button", { name: "Save address" }))
    expect(await screen.findByText("5 Rue du Fossé, 1536 Luxembourg, Luxembourg")).toBeInTheDocument()
    expect(bodyOf(fetchMock, "POST")).toEqual({
      address1: "5 Rue du Fossé",
      postalCode: "1536",
      city: "Luxembourg",
      countryCode: "lu",
      isDefault: false,
    })
    expect(screen.queryByRole("form", { name: "New address" })).not.toBeInTheDocument()
  })

  it("edits and deletes an address, and shows the server's reason when it refuses", async () => {
    const fetchMock = mockFetch({
      "/api/auth/user": CUSTOMER,
      "/api/checkout/countries": COUNTRIES,
      "/api/account/addresses": [BERLIN],
      "/api/account/addresses/cuaddr_1": () => {
        const method = fetchMock.mock.calls.at(-1)![1]?.method
        return method === "DELETE"
          ? new Response(null, { status: 204 })
          : jsonResponse({ message: "Invalid request: countryCode: the shop does not ship to DE" }, { status: 400 })
      },
    })
    renderApp("/account/addresses")
    expect(await screen.findByRole("heading", { name: "Your addresses" })).toBeInTheDocument()
    fireEvent.click(await screen.findByRole("button", { name: "Edit Unter den Linden 1" }))
    expect(screen.getByLabelText("City", { exact: true })).toHaveValue("Berlin")
    expect(screen.getByLabelText("Use this address first at checkout")).toBeChecked()
    fill("City", "Potsdam")
    fireEvent.click(screen.getByRole("button", { name: "Save address" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("the shop does not ship to DE")
    expect(bodyOf(fetchMock, "PATCH")).toMatchObject({ city: "Potsdam", isDefault: true })

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    fireEvent.click(screen.getByRole("button", { name: "Delete Unter den Linden 1" }))
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === "/api/account/addresses/cuaddr_1" && init?.method === "DELETE")
      ).toBe(true)
    )
  })

  it("sends a guest to sign in first", async () => {
    mockFetch({ "/api/auth/user": null })
    const { router } = renderApp("/account/addresses")
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"))
    expect(router.state.location.search).toBe("?returnTo=%2Faccount%2Faddresses")
  })
})
