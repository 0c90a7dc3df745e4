import type { ReactNode } from "react"

/** One titled part of an order's page; the heading names the region for screen readers. */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-navy-900/10 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A term and its value, in a two-column list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-navy-900/70">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}
