import { Link, Navigate } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { useUser } from "@/features/auth/api/get-user"
import { signInPath } from "@/features/auth/lib/return-to"
import { AddressBook } from "@/features/checkout/components/address-book"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useLanguage, useT } from "@/i18n/react"
import { usePaths } from "@/config/paths"

export function AccountAddressesRoute() {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  useDocumentTitle(t("account.addresses"))
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoader />
  if (!user) return <Navigate to={signInPath(paths.addresses, language)} replace />
  if (user.isAdmin) return <Navigate to={paths.account} replace />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <header>
        <Link to={paths.account} className="text-sm underline">
          {t("account.title")}
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">{t("account.addresses")}</h1>
      </header>
      <AddressBook />
    </div>
  )
}
