import { Link } from "react-router-dom"
import { buttonClasses } from "@/components/ui/button"
import { paths } from "@/config/paths"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function NotFoundRoute() {
  useDocumentTitle("Page Not Found")
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-gold-600" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-semibold">Page Not Found</h1>
      <p className="text-navy-900/70">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClasses({ variant: "primary" })}>
        Back to Home
      </Link>
    </div>
  )
}
