import { today } from "../lib/take-back"
import { fieldClasses as field } from "./form-dialog"
import { useT } from "@/i18n/react"

type Value = [string, (value: string) => void]

/** The transfer that sends a bank-transfer order's money back: the day it was sent and the bank's reference. */
export function RefundTransferFields({ sentOn, reference }: { sentOn: Value; reference: Value }) {
  const t = useT()
  return (
    <>
      <label className="block text-sm font-medium">
        {t("refund.sentOn")}
        <input
          className={field}
          type="date"
          value={sentOn[0]}
          max={today()}
          onChange={(e) => sentOn[1](e.target.value)}
          required
        />
      </label>
      <label className="block text-sm font-medium">
        {t("refund.reference")}
        <input className={field} value={reference[0]} onChange={(e) => reference[1](e.target.value)} maxLength={140} required />
      </label>
    </>
  )
}
