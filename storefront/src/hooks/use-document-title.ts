import { useEffect } from "react"
import { site } from "@/config/site"

/** Names the browser tab after the screen, for history and assistive tech. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${site.name}` : `${site.name} · ${site.tagline}`
  }, [title])
}
