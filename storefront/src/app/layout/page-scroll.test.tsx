import { act, render } from "@testing-library/react"
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom"
import { PageScroll } from "./page-scroll"

describe("the page's scroll", () => {
  let scrollY = 0
  let reads = 0
  beforeEach(() => {
    scrollY = 0
    reads = 0
    Object.defineProperty(window, "scrollY", {
      configurable: true,
      get: () => {
        reads++
        return scrollY
      },
    })
    vi.spyOn(window, "scrollTo").mockImplementation((x: number, y: number) => {
      scrollY = y
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it("stays where the person had scrolled to before the first drawing, and a new page starts at its top", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <Outlet />
            <PageScroll />
          </>
        ),
        children: [
          { path: "products", element: <p>Listing</p> },
          { path: "product/:handle", element: <p>A piece</p> },
        ],
      },
    ])
    await router.navigate("/products")
    // Scrolled down the server's drawing while the code loaded.
    scrollY = 567
    window.dispatchEvent(new Event("scroll"))
    render(<RouterProvider router={router} />)
    expect(scrollY).toBe(567)

    await act(() => router.navigate("/product/aureus"))
    expect(scrollY).toBe(0)
  })

  it("reads no layout while the first drawing commits: the browser lays the page out once, after", () => {
    const router = createMemoryRouter([{ path: "/", element: <PageScroll /> }])
    render(<RouterProvider router={router} />)
    expect(reads).toBe(0)
  })
})
