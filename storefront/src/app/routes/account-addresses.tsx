import { Link, Navigate } from "react-router-dom"
import { PageLoader } from "@/components/ui/page-loader"
import { useUser } from "@/features/auth/api/get-user"
import { signInPath } from "@/features/auth/lib/return-to"
import { AddressBook } from "@/features/checkout/components/address-book"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function AccountAddressesRoute() {
  useDocumentTitle("Your addresses")
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoader />
  if (!user) return <Navigate to={signInPath("/account/addresses")} replace />
  if (user.isAdmin) return <Navigate to="/account" replace />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <header>
        <Link to="/account" className="text-sm underline">
          Your account
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">Your addresses</h1>
      </header>
      <AddressBook />
    </div>
  )
}
