import { useEffect } from "react"
import { site } from "@/config/site"
import { useT } from "@/i18n/react"

/** Names the browser tab after the screen, for history and assistive tech. */
export function useDocumentTitle(title: string | undefined) {
  const t = useT()
  const tagline = t("site.tagline")
  useEffect(() => {
    document.title = title ? `${title} · ${site.name}` : `${site.name} · ${tagline}`
  }, [title, tagline])
}
