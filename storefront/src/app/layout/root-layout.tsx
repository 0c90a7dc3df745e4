import { Suspense } from "react"
import { useT } from "@/i18n/react"
import { Outlet } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { CartPanelOnDemand } from "@/features/cart/components/cart-panel-on-demand"
import { CollectorGuestWatchMerge } from "../collector-parts"
import { Footer } from "./footer"
import { Header } from "./header"
import { PageHydrated } from "./page-hydrated"
import { PageScroll } from "./page-scroll"

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
      <PageScroll />
    </div>
  )
}
