import type { OrderDetail } from "@contract/order"
import { Download, Printer } from "lucide-react"
import { buttonClasses } from "@/components/ui/button"
import { messageOf } from "@/lib/api-client"
import { paperPaths, useOrderPapers } from "../api/get-order-papers"
import { formatDateTime } from "../lib/order-display"
import { OrderSection } from "./order-section"
import { useLanguage, useT } from "@/i18n/react"
import { formatUnitPrice } from "@/lib/format"

const link = buttonClasses({ variant: "outline", size: "sm" })

/** A paper's two ways out: its printable page in a new tab, and its PDF saved. */
function PaperLinks({ label, path, file }: { label: string; path: string; file: string }) {
  const t = useT()
  return (
    <div className="flex flex-wrap gap-2">
      <a href={path} target="_blank" rel="noopener" className={link}>
        <Printer className="size-4" aria-hidden /> {label}
      </a>
      <a href={paperPaths.pdf(path)} download={file} className={link} aria-label={t("papers.pdf", { label })}>
        <Download className="size-4" aria-hidden /> PDF
      </a>
    </div>
  )
}

/**
 * The order's papers for staff: the packing slip to put in the parcel, the invoice once the
 * order is paid, and the credit notes of a cancellation or refund.
 */
export function OrderPapers({ order }: { order: Pick<OrderDetail, "id"> }) {
  const t = useT()
  const language = useLanguage()
  const { data: papers, error } = useOrderPapers(order.id)
  return (
    <OrderSection id="order-papers" title={t("papers.title")}>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
        <div className="space-y-2">
          <h3 className="text-sm text-navy-900/70">{t("papers.slipHeading")}</h3>
          <PaperLinks label={t("papers.slip")} path={paperPaths.packingSlip(order.id)} file={`packing-slip-${order.id}.pdf`} />
        </div>
        <div className="space-y-2">
          <h3 className="text-sm text-navy-900/70">
            {papers?.invoice ? (
              <>
                {t("papers.invoice")} <span className="font-mono text-navy-900">{papers.invoice.number}</span>{" "}
                {t("papers.invoiceOf")}{" "}
                <time dateTime={papers.invoice.issuedAt}>{formatDateTime(papers.invoice.issuedAt, language)}</time>
              </>
            ) : (
              t("papers.invoice")
            )}
          </h3>
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {messageOf(error)}
            </p>
          ) : papers?.invoice ? (
            <PaperLinks
              label={t("papers.invoice")}
              path={paperPaths.invoice(order.id)}
              file={`invoice-${papers.invoice.number}.pdf`}
            />
          ) : papers ? (
            <p className="text-sm">{t("papers.noInvoice")}</p>
          ) : null}
        </div>
        {papers?.creditNotes.length ? (
          <div className="space-y-2">
            <h3 className="text-sm text-navy-900/70">{t("papers.creditNotes")}</h3>
            <ul className="space-y-2">
              {papers.creditNotes.map((note) => (
                <li key={note.number} className="space-y-1">
                  <p className="text-sm">
                    <span className="font-mono">{note.number}</span>
                    {t("papers.creditLine", { amount: formatUnitPrice(note.amount, language), invoice: note.invoiceNumber })}
                  </p>
                  <PaperLinks
                    label={t("papers.creditNote", { number: note.number })}
                    path={paperPaths.creditNote(order.id, note.number)}
                    file={`credit-note-${note.number}.pdf`}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </OrderSection>
  )
}
