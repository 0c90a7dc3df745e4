import { useEffect, useRef, useState } from "react"
import { FILTER_DEBOUNCE_MS } from "@/config/constants"

/**
 * A text filter typed locally and written to the URL after a pause in typing
 * (spec §5: 500 ms). A change of the URL value from elsewhere (back button)
 * replaces what is in the box.
 */
export function useDebouncedFilter(urlValue: string, apply: (value: string) => void, delay = FILTER_DEBOUNCE_MS) {
  const [value, setValue] = useState(urlValue)
  const applyRef = useRef(apply)

  useEffect(() => {
    applyRef.current = apply
  })

  const [seenUrlValue, setSeenUrlValue] = useState(urlValue)
  if (seenUrlValue !== urlValue) {
    setSeenUrlValue(urlValue)
    setValue((current) => (current.trim() === urlValue ? current : urlValue))
  }

  useEffect(() => {
    if (value.trim() === urlValue) return
    const timer = setTimeout(() => applyRef.current(value), delay)
    return () => clearTimeout(timer)
  }, [value, urlValue, delay])

  // Applies what was typed now rather than after the pause (the filter sheet closing).
  const flush = () => {
    if (value.trim() !== urlValue) applyRef.current(value)
  }

  return [value, setValue, flush] as const
}
