import type { ReactNode } from "react"

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-navy-900/10 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-navy-900/70">{subtitle}</p>
        {children}
      </div>
    </div>
  )
}
