import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"
import { useT } from "@/i18n/react"
import { site } from "@/config/site"
import { CategoryLinks } from "@/features/catalog/components/category-links"
import { EmailLink, PhoneLink } from "@/features/support/components/contact-links"

export function Footer() {
  const t = useT()
  const paths = usePaths()
  const serviceLinks = [
    { to: paths.contact, label: t("footer.contactUs") },
    { to: paths.shipping, label: t("footer.shipping") },
    { to: paths.returns, label: t("footer.returns") },
    { to: paths.authenticity, label: t("footer.authenticity") },
    { to: paths.grading, label: t("footer.grading") },
  ]
  return (
    <footer className="mt-16 bg-navy-950 text-sm text-white/75">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{site.name}</p>
          <p className="mt-1 text-xs tracking-widest text-gold-300 uppercase">{t("site.tagline")}</p>
          <p className="mt-4 leading-relaxed">{t("footer.about")}</p>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">{t("footer.categories")}</h2>
          <CategoryLinks className="space-y-2" />
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">{t("footer.service")}</h2>
          <ul className="space-y-2">
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">{t("footer.contact")}</h2>
          <ul className="space-y-2">
            <li>
              <PhoneLink />
            </li>
            <li>
              <EmailLink />
            </li>
            <li>{t("site.openingHours")}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-white/60">
          {t("footer.copyright", { year: new Date().getFullYear(), name: site.name })}
        </p>
      </div>
    </footer>
  )
}
