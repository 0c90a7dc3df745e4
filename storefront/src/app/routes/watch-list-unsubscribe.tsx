import { useSearchParams } from "react-router-dom"
import { UnsubscribeNotice } from "@/features/watch-list/components/unsubscribe-notice"
import { useDocumentTitle } from "@/hooks/use-document-title"

export function WatchListUnsubscribeRoute() {
  useDocumentTitle("Price e-mails")
  const [params] = useSearchParams()
  const token = params.get("token")?.trim() ?? ""
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-semibold">Price e-mails</h1>
      {token ? (
        <UnsubscribeNotice token={token} />
      ) : (
        <p role="alert" className="text-red-800">
          This link has no token. Open the link from the e-mail again.
        </p>
      )}
    </div>
  )
}
