import { useCallback, useEffect, useRef } from "react"

/**
 * A ref for a text box the server drew. What a person types before the page is hydrated stays in
 * the box (React keeps it there) but reaches no state and no handler: a phone's visitor would see
 * "100" in the price box and a listing that ignores it. Once the box is hydrated, this hands what
 * it holds to `take`, as if typed then. A box drawn in the browser holds only what it was given.
 */
export function useTypedEarly(take: (typed: string) => void) {
  const takeRef = useRef(take)
  useEffect(() => {
    takeRef.current = take
  })
  return useCallback((input: HTMLInputElement | null) => {
    // React writes the drawn value as the default; a box a person typed into holds something else.
    if (input && input.value !== input.defaultValue) takeRef.current(input.value)
  }, [])
}
