import { useT } from "@/i18n/react"

/** What happens with a bank transfer, shown where the card form would be. */
export function BankTransferNote() {
  const t = useT()
  return (
    <div className="rounded-lg border border-navy-900/10 bg-white p-4 text-sm text-navy-900/80">
      <p className="font-medium text-navy-900">{t("bank.title")}</p>
      <p className="mt-1">{t("bank.note")}</p>
    </div>
  )
}
