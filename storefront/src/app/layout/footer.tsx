import { Link } from "react-router-dom"
import { paths } from "@/config/paths"
import { site } from "@/config/site"
import { CategoryLinks } from "@/features/catalog/components/category-links"
import { EmailLink, PhoneLink } from "@/features/support/components/contact-links"

const SERVICE_LINKS = [
  { to: paths.contact, label: "Contact Us" },
  { to: paths.shipping, label: "Shipping Information" },
  { to: paths.returns, label: "Return Policy" },
  { to: paths.authenticity, label: "Authentication" },
  { to: paths.grading, label: "Grading Guide" },
]

export function Footer() {
  return (
    <footer className="mt-16 bg-navy-950 text-sm text-white/75">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{site.name}</p>
          <p className="mt-1 text-xs tracking-widest text-gold-300 uppercase">{site.tagline}</p>
          <p className="mt-4 leading-relaxed">
            Coins, banknotes, medals and tokens from Antiquity to the present day, graded and certified for collectors worldwide.
          </p>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">Categories</h2>
          <CategoryLinks className="space-y-2" />
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">Customer Service</h2>
          <ul className="space-y-2">
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="space-y-2">
            <li>
              <PhoneLink />
            </li>
            <li>
              <EmailLink />
            </li>
            <li>{site.openingHours}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-white/60">
          © {new Date().getFullYear()} {site.name}. All prices in euros.
        </p>
      </div>
    </footer>
  )
}
