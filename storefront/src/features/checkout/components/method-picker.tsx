import type { PaymentMethod } from "@contract/checkout"
import clsx from "clsx"
import { useT, type MessageId } from "@/i18n/react"

const LABELS: Record<PaymentMethod, MessageId> = { card: "method.card", bank_transfer: "method.bank" }

type Props = { value: PaymentMethod; onChange: (method: PaymentMethod) => void; disabled?: boolean }

export function MethodPicker({ value, onChange, disabled }: Props) {
  const t = useT()
  return (
    <fieldset className="flex gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t("method.legend")}</legend>
      {(Object.keys(LABELS) as PaymentMethod[]).map((method) => (
        <label
          key={method}
          className={clsx(
            "flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm",
            value === method ? "border-gold-500 bg-parchment" : "border-navy-900/20"
          )}
        >
          <input type="radio" name="method" value={method} checked={value === method} onChange={() => onChange(method)} />
          {t(LABELS[method])}
        </label>
      ))}
    </fieldset>
  )
}
