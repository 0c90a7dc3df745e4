import { CreditCard, ShieldCheck, Truck, type LucideIcon } from "lucide-react"

type InfoCard = { title: string; icon: LucideIcon; points: string[] }

// The marketing claims of spec §1, grouped as the three home-page cards.
const CARDS: InfoCard[] = [
  {
    title: "Secure Payment",
    icon: CreditCard,
    points: ["Pay by card and wallets", "Bank transfer for high-value items"],
  },
  {
    title: "Professional Shipping",
    icon: Truck,
    points: ["Free delivery over €50 in the EU", "Tracked and insured shipping", "Express delivery available"],
  },
  {
    title: "Authenticity Guarantee",
    icon: ShieldCheck,
    points: ["Professional grading", "Certificates of authenticity", "30-day return guarantee"],
  },
]

export function InfoCards() {
  return (
    <section aria-label="Why buy from us" className="grid gap-4 md:grid-cols-3">
      {CARDS.map(({ title, icon: Icon, points }) => (
        <div key={title} className="rounded-lg border border-navy-900/10 bg-white p-6 shadow-sm">
          <div className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-gold-400">
            <Icon className="size-6" aria-hidden />
          </div>
          <h2 className="text-xl font-semibold">{title}</h2>
          <ul className="mt-3 space-y-1.5 text-sm text-navy-900/80">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden className="text-gold-600">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
