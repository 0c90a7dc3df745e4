import type { ProductDetail } from "@contract/product"
import type { ReactNode } from "react"
import { translatorFor } from "@/i18n/catalogues"
import type { Language } from "@/i18n/language"
import { useLanguage, useT } from "@/i18n/react"

type Fact = { key: string; label: string; value: string | null }

function unit(value: number | null, suffix: string, language: Language): string | null {
  if (value === null) return null
  return `${language === "en" ? value : new Intl.NumberFormat(language).format(value)} ${suffix}`
}

/** The collector's fields, in the order a dealer's ticket lists them. */
export function productFacts(product: ProductDetail, language: Language = "en", t = translatorFor(language)): Fact[] {
  const facts: Fact[] = [
    { key: "grade", label: "Grade", value: product.quality },
    { key: "gradingService", label: "Grading service", value: product.gradingService },
    { key: "certificate", label: "Certificate", value: product.certificateNumber },
    { key: "denomination", label: "Denomination", value: product.denomination },
    { key: "year", label: "Year", value: product.year },
    { key: "mint", label: "Mint", value: product.mint },
    { key: "weight", label: "Weight", value: unit(product.weightGrams, "g", language) },
    { key: "diameter", label: "Diameter", value: unit(product.diameterMm, "mm", language) },
    { key: "catalogueRef", label: "Catalogue reference", value: product.catalogueRef },
    { key: "country", label: "Country", value: product.country },
    { key: "period", label: "Period", value: product.period },
    { key: "material", label: "Material", value: product.material },
    { key: "category", label: "Category", value: product.category },
  ]
  return facts.map((fact) => ({ ...fact, label: t(`facts.${fact.key}`) }))
}

type ProductFactsProps = {
  product: ProductDetail
  /** How a fact's value is shown, when another feature explains it (the grade, the certificate …). */
  renderValue?: (key: string, value: string) => ReactNode
}

export function ProductFacts({ product, renderValue }: ProductFactsProps) {
  const t = useT()
  const language = useLanguage()
  const facts = productFacts(product, language).filter((fact): fact is Fact & { value: string } => Boolean(fact.value))
  if (facts.length === 0) return null

  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="mb-3 text-lg font-semibold">
        {t("facts.heading")}
      </h2>
      <dl className="grid grid-cols-1 divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-1">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4 px-4 py-2.5 sm:border-b sm:border-navy-900/10">
            <dt className="text-sm text-navy-900/70">{fact.label}</dt>
            <dd className="text-right text-sm font-medium">{renderValue ? renderValue(fact.key, fact.value) : fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
