import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { useEffect, useState, type ReactNode } from "react"
import { Toaster } from "@/components/ui/toaster"
import { TooltipProvider } from "@/components/ui/tooltip"
import { forgetEarlyAnswers } from "@/lib/api-client"
import { createQueryClient } from "@/lib/query-client"

type AppProviderProps = {
  children: ReactNode
  /** Tests pass their own client to start from a clean cache. */
  queryClient?: QueryClient
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  // The app's outermost effect runs after every query of the first render has asked for its data.
  useEffect(forgetEarlyAnswers, [])
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
