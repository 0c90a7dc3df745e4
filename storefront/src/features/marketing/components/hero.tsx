import type { ReactNode } from "react"
import { useT } from "@/i18n/react"

/** The home page's opening: brand promise and, below, the category cards. */
export function Hero({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,164,73,0.25),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-16 lg:py-20">
        <p className="text-sm font-medium tracking-[0.2em] text-gold-400 uppercase">{t("site.tagline")}</p>
        <h1 id="hero-heading" className="mt-3 max-w-3xl text-4xl leading-tight font-semibold sm:text-5xl">
          {t("site.headline")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/80">{t("site.subline")}</p>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  )
}
