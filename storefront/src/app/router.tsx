import { useState } from "react"
import { createBrowserRouter, RouterProvider } from "react-router-dom"
import { routes } from "./route-config"

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes))
  return <RouterProvider router={router} />
}
