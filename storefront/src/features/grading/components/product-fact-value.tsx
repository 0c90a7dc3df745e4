import type { ProductDetail } from "@contract/product"
import { ExternalLink } from "lucide-react"
import type { ReactNode } from "react"
import { readCatalogueReference } from "../lib/catalogue-reference"
import { certificateLink } from "../lib/certificate"
import { GradeHint } from "./grade-hint"
import { useT } from "@/i18n/react"

const external = "inline-flex items-center gap-1 text-gold-700 underline underline-offset-2 hover:text-gold-800"

function Certificate({ product }: { product: ProductDetail }) {
  const t = useT()
  const link = certificateLink(product.gradingService, product.certificateNumber)
  return (
    <span className="flex flex-col items-end gap-0.5">
      <span>{product.certificateNumber}</span>
      {link ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer" className={external} data-testid="verify-certificate">
          {t("cert.verify")}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">
            {link.numberInLink
              ? t("cert.at", { service: link.service })
              : t("cert.atEnter", { service: link.service, number: product.certificateNumber ?? "" })}
          </span>
        </a>
      ) : null}
    </span>
  )
}

function CatalogueReference({ value }: { value: string }) {
  const t = useT()
  const reference = readCatalogueReference(value)
  if (!reference) return <>{value}</>
  return (
    <span className="flex flex-col items-end gap-0.5">
      {reference.url ? (
        <a href={reference.url} target="_blank" rel="noopener noreferrer" className={external}>
          {reference.reference}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">{t("common.newTab")}</span>
        </a>
      ) : (
        <span>{reference.reference}</span>
      )}
      <span className="font-normal text-navy-900/70" data-testid="catalogue-name">
        {reference.catalogue}
      </span>
    </span>
  )
}

/** How the product page shows the collector's facts that explain themselves: the grade, the certificate, the catalogue. */
export function productFactValue(product: ProductDetail, key: string, value: string): ReactNode {
  if (key === "grade") return <GradeHint grade={value} />
  if (key === "certificate") return <Certificate product={product} />
  if (key === "catalogueRef") return <CatalogueReference value={value} />
  return value
}
