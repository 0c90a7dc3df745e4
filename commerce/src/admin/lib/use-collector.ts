import { useCallback, useEffect, useState } from "react"
import { errorMessage, getCollector } from "./collector-api"
import type { CollectorView } from "./collector-api"

/** The product's collector data as the API answers it, loaded once and replaced after each change. */
export function useCollector(productId: string) {
  const [view, setView] = useState<CollectorView | undefined>()
  const [error, setError] = useState<string | undefined>()

  const load = useCallback(() => {
    setError(undefined)
    getCollector(productId).then(setView, (e: unknown) => setError(errorMessage(e)))
  }, [productId])

  useEffect(() => {
    getCollector(productId).then(setView, (e: unknown) => setError(errorMessage(e)))
  }, [productId])

  return { view, error, setView, reload: load }
}
