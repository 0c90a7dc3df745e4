import { useState } from "react"
import { createBrowserRouter, RouterProvider } from "react-router-dom"
import { routes } from "./route-config"

type Router = ReturnType<typeof createBrowserRouter>

/** The browser's router; the page's start makes it beforehand, in a task of its own (main.tsx). */
export function AppRouter({ router: made }: { router?: Router }) {
  const [router] = useState(() => made ?? createBrowserRouter(routes))
  return <RouterProvider router={router} />
}
