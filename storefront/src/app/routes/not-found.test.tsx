import { screen } from "@testing-library/react"
import { CATEGORIES } from "@/testing/fixtures"
import { mockFetch } from "@/testing/mock-fetch"
import { renderApp } from "@/testing/render"

describe("unknown paths", () => {
  beforeEach(() => {
    mockFetch({
      "/api/categories": CATEGORIES,
      "/api/config": { supportPhone: "", supportEmail: "", card: { enabled: false, publishableKey: null } },
    })
  })

  it.each(["/no-such-page", "/products/ancient-coins/extra", "/product"])("reads 'Page Not Found' at %s", async (url) => {
    renderApp(url)
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  })

  it("keeps the header and footer around it", async () => {
    renderApp("/nowhere")
    await screen.findByText("Page Not Found")
    expect(screen.getByRole("search")).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  })
})
