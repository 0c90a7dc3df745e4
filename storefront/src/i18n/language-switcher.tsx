import clsx from "clsx"
import type { MouseEvent } from "react"
import { Link, useLocation, useNavigate } from "react-router-dom"
import { loadLanguage } from "./catalogues"
import { LANGUAGE_NAMES, LANGUAGES, localisePath, splitLanguage, writeLanguageCookie, type Language } from "./language"
import { useLanguage, useT } from "./react"

/** Links to the same page in each other language; following one keeps the choice in the cookie. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT()
  const current = useLanguage()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const { path } = splitLanguage(pathname)
  // The other language's messages first, then the address: the page changes language in one step.
  const choose = (language: Language, to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    writeLanguageCookie(language)
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void loadLanguage(language).finally(() => void navigate(to))
  }
  return (
    <nav aria-label={t("language.switcher")} className={className}>
      <ul className="flex items-center sm:gap-1">
        {LANGUAGES.map((language) => {
          const to = localisePath(path, language) + search + hash
          return (
            <li key={language}>
              <Link
                to={to}
                lang={language}
                hrefLang={language}
                aria-label={LANGUAGE_NAMES[language]}
                aria-current={language === current ? "page" : undefined}
                onClick={choose(language, to)}
                className={clsx(
                  "inline-flex min-h-6 min-w-7 items-center justify-center rounded px-1 py-0.5 font-medium uppercase sm:min-w-8 sm:px-1.5 focus-visible:outline-2 focus-visible:outline-gold-400",
                  language === current ? "bg-white/15 text-gold-300" : "hover:text-gold-300 hover:underline"
                )}
              >
                {language}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
