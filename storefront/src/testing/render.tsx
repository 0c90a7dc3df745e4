import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from "react-router-dom"
import { AppProvider } from "@/app/provider"
import { routes as appRoutes } from "@/app/route-config"
import { createQueryClient } from "@/lib/query-client"

/** Shows the router's current address so tests can assert navigation. */
export function LocationDisplay() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? ""
}

function renderRouter(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const queryClient = createQueryClient()
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
  return { ...view, router, queryClient }
}

/** One screen under test at a given address, with the app's providers. */
export function renderRoute(element: ReactElement, { path = "/", url = path }: { path?: string; url?: string } = {}) {
  return renderRouter(
    [
      {
        path: "*",
        element: <LocationDisplay />,
      },
      {
        path,
        element: (
          <>
            {element}
            <LocationDisplay />
          </>
        ),
      },
    ],
    url
  )
}

/** The whole application, as the browser would load it at `url`. */
export function renderApp(url: string) {
  return renderRouter(appRoutes, url)
}
