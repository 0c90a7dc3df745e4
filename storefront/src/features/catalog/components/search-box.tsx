import clsx from "clsx"
import { Search } from "lucide-react"
import { useState, type FormEvent } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { localisePath, type Language } from "@/i18n/language"
import { useTypedEarly } from "@/hooks/use-typed-early"
import { usePagePath } from "@/i18n/page-path"
import { useLanguage, useT } from "@/i18n/react"

/** Where a search goes: trimmed and URL-encoded; blank lists everything (spec §2, §5). */
export function searchHref(text: string, language: Language = "en"): string {
  const term = text.trim()
  return localisePath(term ? `/products?search=${encodeURIComponent(term)}` : "/products", language)
}

export function SearchBox({ className }: { className?: string }) {
  const t = useT()
  const language = useLanguage()
  const navigate = useNavigate()
  const pathname = usePagePath()
  const [params] = useSearchParams()
  // On the listing the box shows the active term, so it can be refined.
  const active = pathname.startsWith("/products") ? (params.get("search") ?? "") : ""
  const [text, setText] = useState(active)
  const typedEarly = useTypedEarly(setText)

  // A new active term (another search, the back button) replaces what is in the box.
  const [shownActive, setShownActive] = useState(active)
  if (shownActive !== active) {
    setShownActive(active)
    setText(active)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate(searchHref(text, language))
  }

  return (
    <form role="search" onSubmit={onSubmit} className={clsx("relative", className)}>
      <label htmlFor="site-search" className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={typedEarly}
        id="site-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="h-10 w-full rounded-md border border-white/15 bg-white pr-11 pl-3 text-sm text-navy-900 placeholder:text-navy-900/50 focus-visible:outline-2 focus-visible:outline-gold-400"
      />
      <button
        type="submit"
        aria-label={t("search.submit")}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-navy-900/70 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-gold-500"
      >
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  )
}
