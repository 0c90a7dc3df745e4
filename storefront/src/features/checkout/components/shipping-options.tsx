import type { PaymentSession } from "@contract/checkout"
import clsx from "clsx"
import { useLanguage, useT } from "@/i18n/react"
import { formatUnitPrice } from "@/lib/format"

type Props = { session: PaymentSession; onChoose: (optionId: string) => void; disabled: boolean }

/** The options Medusa offers for the address, with their prices; free shows as such. */
export function ShippingOptions({ session, onChoose, disabled }: Props) {
  const t = useT()
  const language = useLanguage()
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t("form.shipping")}</legend>
      {session.shippingOptions.map((option) => (
        <label
          key={option.id}
          className={clsx(
            "flex cursor-pointer items-center justify-between gap-3 rounded-md border px-4 py-2 text-sm",
            session.shippingOptionId === option.id ? "border-gold-500 bg-parchment" : "border-navy-900/20"
          )}
        >
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="shippingOption"
              value={option.id}
              checked={session.shippingOptionId === option.id}
              onChange={() => onChoose(option.id)}
            />
            {option.name}
          </span>
          <span className="tabular-nums">
            {option.amount === "0.00" ? t("summary.free") : formatUnitPrice(option.amount, language)}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
