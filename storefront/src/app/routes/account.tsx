import { Link, Navigate } from "react-router-dom"
import { Button, buttonClasses } from "@/components/ui/button"
import { PageLoader } from "@/components/ui/page-loader"
import { usePaths } from "@/config/paths"
import { useUser } from "@/features/auth/api/get-user"
import { useSignOut } from "@/features/auth/api/sign-out"
import { AccountOrders } from "@/features/auth/components/account-orders"
import { signInPath } from "@/features/auth/lib/return-to"
import { OrderStatusBadge } from "@/features/staff/components/order-status-badge"
import { displayOrderId } from "@/features/staff/lib/order-display"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useLanguage, useT } from "@/i18n/react"

export function AccountRoute() {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  useDocumentTitle(t("account.title"))
  const { data: user, isPending } = useUser()
  const signOut = useSignOut()
  if (isPending) return <PageLoader />
  // Signed out here: home. Never signed in: sign in first, then come back.
  if (!user) return <Navigate to={signOut.isSuccess ? paths.home : signInPath(paths.account, language)} replace />
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ")

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        {/* A long e-mail address breaks where it must rather than widen a phone's page. */}
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold">{t("account.title")}</h1>
          <p className="mt-1 text-navy-900/70 [overflow-wrap:anywhere]">
            {name && <span className="font-medium text-navy-900">{name} · </span>}
            {user.email}
          </p>
        </div>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t("account.signOut")}
        </Button>
      </header>
      {user.isAdmin ? (
        <section className="rounded-lg border border-navy-900/10 bg-white p-6">
          <p>{t("account.staff")}</p>
          <Link to={paths.admin} className={buttonClasses({ variant: "primary" }, "mt-4")}>
            {t("account.openAdmin")}
          </Link>
        </section>
      ) : (
        <>
          <nav aria-label={t("account.title")} className="flex flex-wrap gap-3">
            <Link to={paths.watchList} className={buttonClasses({ variant: "outline" })}>
              {t("account.watchList")}
            </Link>
            <Link to={paths.wants} className={buttonClasses({ variant: "outline" })}>
              {t("account.wants")}
            </Link>
            <Link to={paths.addresses} className={buttonClasses({ variant: "outline" })}>
              {t("account.addresses")}
            </Link>
          </nav>
          <AccountOrders renderId={displayOrderId} renderStatus={(status) => <OrderStatusBadge status={status} />} />
        </>
      )}
    </div>
  )
}
