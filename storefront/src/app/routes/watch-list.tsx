import { Link, Navigate } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { paths } from "@/config/paths"
import { useUser } from "@/features/auth/api/get-user"
import { signInPath } from "@/features/auth/lib/return-to"
import { WatchedPieces } from "@/features/watch-list/components/watched-pieces"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function WatchListRoute() {
  useDocumentTitle("Your watch list")
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoader />
  if (!user) return <Navigate to={signInPath(paths.watchList)} replace />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-navy-900/70">
        <Link to={paths.account} className="hover:text-gold-700">
          Your account
        </Link>{" "}
        / <span>Watch list</span>
      </nav>
      {user.isAdmin ? <p>Staff accounts keep no watch list.</p> : <WatchedPieces collector={user.email} />}
    </div>
  )
}
