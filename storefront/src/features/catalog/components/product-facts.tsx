import type { ProductDetail } from "@contract/product"

type Fact = { label: string; value: string | null }

function unit(value: number | null, suffix: string): string | null {
  return value === null ? null : `${value} ${suffix}`
}

/** The collector's fields, in the order a dealer's ticket lists them. */
export function productFacts(product: ProductDetail): Fact[] {
  return [
    { label: "Grade", value: product.quality },
    { label: "Grading service", value: product.gradingService },
    { label: "Certificate", value: product.certificateNumber },
    { label: "Denomination", value: product.denomination },
    { label: "Year", value: product.year },
    { label: "Mint", value: product.mint },
    { label: "Weight", value: unit(product.weightGrams, "g") },
    { label: "Diameter", value: unit(product.diameterMm, "mm") },
    { label: "Catalogue reference", value: product.catalogueRef },
    { label: "Country", value: product.country },
    { label: "Period", value: product.period },
    { label: "Material", value: product.material },
    { label: "Category", value: product.category },
  ]
}

export function ProductFacts({ product }: { product: ProductDetail }) {
  const facts = productFacts(product).filter((fact) => fact.value)
  if (facts.length === 0) return null

  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="mb-3 text-lg font-semibold">
        Specifications
      </h2>
      <dl className="grid grid-cols-1 divide-y divide-navy-900/10 rounded-lg border border-navy-900/10 bg-white sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-1">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4 px-4 py-2.5 sm:border-b sm:border-navy-900/10">
            <dt className="text-sm text-navy-900/70">{fact.label}</dt>
            <dd className="text-right text-sm font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
