import { CreditCard, ShieldCheck, Truck, type LucideIcon } from "lucide-react"
import { useT, type MessageId } from "@/i18n/react"

type InfoCard = { title: MessageId; icon: LucideIcon; points: MessageId[] }

// The marketing claims of spec §1, grouped as the three home-page cards.
const CARDS: InfoCard[] = [
  {
    title: "info.payment",
    icon: CreditCard,
    points: ["info.payment.cards", "info.payment.transfer"],
  },
  {
    title: "info.shipping",
    icon: Truck,
    points: ["info.shipping.free", "info.shipping.tracked", "info.shipping.express"],
  },
  {
    title: "info.authenticity",
    icon: ShieldCheck,
    points: ["info.authenticity.grading", "info.authenticity.certificates", "info.authenticity.returns"],
  },
]

export function InfoCards() {
  const t = useT()
  return (
    <section aria-label={t("info.label")} className="grid gap-4 md:grid-cols-3">
      {CARDS.map(({ title, icon: Icon, points }) => (
        <div key={title} className="rounded-lg border border-navy-900/10 bg-white p-6 shadow-sm">
          <div className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-gold-400">
            <Icon className="size-6" aria-hidden />
          </div>
          <h2 className="text-xl font-semibold">{t(title)}</h2>
          <ul className="mt-3 space-y-1.5 text-sm text-navy-900/80">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden className="text-gold-600">
                  ✓
                </span>
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
