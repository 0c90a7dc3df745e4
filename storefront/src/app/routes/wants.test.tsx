import { screen } from "@testing-library/react"
import { CUSTOMER } from "@/testing/fixtures"
import { mockFetch } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

const option = (value: string, label = value) => ({ value, label })
const GERMAN_FILTERS = {
  categories: ["Antike Münzen"],
  countries: [option("Roman Empire", "Römisches Reich")],
  materials: [option("Silver", "Silber")],
}
const WANT = {
  id: "want_1",
  name: "Denare",
  alerts: "instant",
  createdAt: "2026-11-01T10:00:00.000Z",
  criteria: { search: "denarius", country: "Roman Empire", material: "Silver" },
  matches: 2,
  link: "/products?search=denarius&country=Roman+Empire&material=Silver",
}

beforeAll(async () => {
  await import("./wants")
})

describe("wants page", () => {
  it("names a want's country and material in the page's language; its link keeps the values", async () => {
    mockFetch({
      "/api/auth/user": CUSTOMER,
      "/api/account/wants": { wants: [WANT] },
      "/api/filters?lang=de": GERMAN_FILTERS,
    })
    renderApp("/de/account/wants")
    expect(await screen.findByText("Suche: denarius · Land: Römisches Reich · Material: Silber")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "2 Stücke passen jetzt" })).toHaveAttribute(
      "href",
      "/de/products?search=denarius&country=Roman+Empire&material=Silver"
    )
  })
})
