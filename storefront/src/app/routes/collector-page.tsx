import type { ReactNode } from "react"
import { Link, Navigate } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { usePaths } from "@/config/paths"
import { useUser } from "@/features/auth/api/get-user"
import { signInPath } from "@/features/auth/lib/return-to"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useLanguage, useT } from "@/i18n/react"

type Props = {
  title: string
  /** The page's own name in the breadcrumb under "Your account". */
  crumb: string
  /** Where sign-in returns to. */
  path: string
  /** What a staff member sees instead: staff accounts collect nothing. */
  staffNote: string
  children: (collector: string) => ReactNode
}

/** A page of the collector's account (watch list, wants): signed in only, under "Your account". */
export function CollectorPage({ title, crumb, path, staffNote, children }: Props) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  useDocumentTitle(title)
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoader />
  if (!user) return <Navigate to={signInPath(path, language)} replace />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <nav aria-label={t("breadcrumb")} className="text-sm text-navy-900/70">
        <Link to={paths.account} className="hover:text-gold-700">
          {t("collector.account")}
        </Link>{" "}
        / <span>{crumb}</span>
      </nav>
      {user.isAdmin ? <p>{staffNote}</p> : children(user.email)}
    </div>
  )
}
