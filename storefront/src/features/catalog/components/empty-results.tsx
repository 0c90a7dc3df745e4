import { SearchX } from "lucide-react"

export function EmptyResults() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-navy-900/20 bg-white px-6 py-16 text-center">
      <SearchX className="size-10 text-gold-600" aria-hidden />
      <h2 className="text-xl font-semibold">No products found</h2>
      <p className="text-navy-900/70">Try adjusting your search or filters.</p>
    </div>
  )
}
