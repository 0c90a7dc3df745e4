import { Suspense, useLayoutEffect } from "react"
import { useT } from "@/i18n/react"
import { Outlet, ScrollRestoration } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { CartPanelOnDemand } from "@/features/cart/components/cart-panel-on-demand"
import { CollectorGuestWatchMerge } from "../collector-parts"
import { pressEarlyClicksAgain } from "@/boot/early-clicks"
import { Footer } from "./footer"
import { Header } from "./header"

export function RootLayout() {
  const t = useT()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-gold-400 px-3 py-2 text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("layout.skip")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <Footer />
      <CartPanelOnDemand />
      <CollectorGuestWatchMerge />
      <ScrollRestoration />
    </div>
  )
}

/** Committed with the page's content (inside its Suspense boundary), so after its hydration. */
function PageHydrated() {
  useLayoutEffect(() => {
    // After the commit, once every handler of the page is attached.
    setTimeout(pressEarlyClicksAgain, 0)
  }, [])
  return null
}
