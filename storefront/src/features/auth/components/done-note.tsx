import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { usePaths } from "@/config/paths"

/** What the shop server answered to a finished request, and the way back to signing in. */
export function DoneNote({ message, children }: { message: string; children: ReactNode }) {
  const paths = usePaths()
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {message}
      </p>
      <Link to={paths.signIn} className="text-center text-sm font-medium text-gold-700 underline">
        {children}
      </Link>
    </div>
  )
}
