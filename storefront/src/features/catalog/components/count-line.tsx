/** 'Showing N of M products', singular when M is 1 (spec §2). */
export function countLineText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? "product" : "products"}`
}

export function CountLine({ shown, total }: { shown: number; total: number }) {
  return (
    <p role="status" className="text-sm text-navy-900/70">
      {countLineText(shown, total)}
    </p>
  )
}
