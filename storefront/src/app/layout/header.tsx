import { Coins, UserRound } from "lucide-react"
import { Link, useLocation } from "react-router-dom"
import { Tooltip } from "@/components/ui/tooltip"
import { usePaths } from "@/config/paths"
import { LanguageSwitcher } from "@/i18n/language-switcher"
import { usePagePath } from "@/i18n/page-path"
import { useLanguage, useT } from "@/i18n/react"
import { site } from "@/config/site"
import { useUser } from "@/features/auth/api/get-user"
import { signInPath } from "@/features/auth/lib/return-to"
import { CartButton } from "@/features/cart/components/cart-button"
import { CategoryBar } from "@/features/catalog/components/category-bar"
import { SearchBox } from "@/features/catalog/components/search-box"
import { PhoneLink } from "@/features/support/components/contact-links"

export function Header() {
  const t = useT()
  const paths = usePaths()
  return (
    <header className="bg-navy-900 text-white">
      <div className="bg-navy-950 text-xs text-white/80">
        {/* One row on a phone too: the phone number, the staff link and the three languages fit 375 px. */}
        <div className="mx-auto flex min-h-9 max-w-7xl flex-wrap items-center justify-between gap-x-3 px-4 sm:gap-x-4">
          <PhoneLink className="whitespace-nowrap" />
          {/* Right-aligned even before the phone number (from /api/config) arrives beside it. */}
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            <Link to={paths.admin} className="whitespace-nowrap hover:text-gold-300 hover:underline">
              {t("header.admin")}
            </Link>
            <LanguageSwitcher />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 px-4 py-3 md:grid-cols-[auto_1fr_auto]">
        <Link to={paths.home} className="flex items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-gold-400">
          <span className="flex size-10 items-center justify-center rounded-full border border-gold-400 text-gold-400">
            <Coins className="size-5" aria-hidden />
          </span>
          <span className="leading-tight">
            <span className="block font-serif text-lg font-semibold sm:text-xl">{site.name}</span>
            <span className="block text-[0.65rem] tracking-wider text-gold-300 uppercase sm:text-xs sm:tracking-widest">
              {t("site.tagline")}
            </span>
          </span>
        </Link>
        <SearchBox className="col-span-2 row-start-2 md:col-span-1 md:row-start-auto md:mx-auto md:w-full md:max-w-xl" />
        <div className="flex items-center gap-1 justify-self-end">
          <AccountLink />
          <CartButton />
        </div>
      </div>
      <CategoryBar />
    </header>
  )
}

/** Sign-in when signed out (coming back here afterwards), the account page when signed in. */
function AccountLink() {
  const t = useT()
  const paths = usePaths()
  const { data: user } = useUser()
  const { pathname, search } = useLocation()
  const pagePath = usePagePath()
  const language = useLanguage()
  const onAuthPage = pagePath === "/sign-in" || pagePath === "/register"
  const to = user ? paths.account : onAuthPage ? pathname + search : signInPath(pathname + search, language)
  return (
    <Tooltip label={user ? t("header.yourAccount") : t("header.signIn")}>
      <Link
        to={to}
        aria-label={t("header.account")}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <UserRound className="size-5" aria-hidden />
      </Link>
    </Tooltip>
  )
}
