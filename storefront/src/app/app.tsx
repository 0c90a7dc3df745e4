import type { QueryClient } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { AppProvider } from "./provider"
import { AppRouter } from "./router"

type AppProps = {
  /** The browser's router by default; the server draws pages with its static one. */
  children?: ReactNode
  queryClient?: QueryClient
}

export function App({ children = <AppRouter />, queryClient }: AppProps) {
  return <AppProvider queryClient={queryClient}>{children}</AppProvider>
}
