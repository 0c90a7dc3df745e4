import { useCallback, useSyncExternalStore } from "react"

/**
 * Whether a media query matches, following the window as it changes. For screens drawn only in
 * the browser (the staff dashboard): a page the server draws picks its layout with CSS
 * breakpoints instead, so that both drawings agree. Without a window, or a window that cannot
 * tell (no `matchMedia`), it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {}
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    [query]
  )
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : fallback),
    () => fallback
  )
}
