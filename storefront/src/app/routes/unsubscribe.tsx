import { useMutation } from "@tanstack/react-query"
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { apiRequest } from "@/lib/api-client"
import { useT, type MessageId } from "@/i18n/react"

type Props = {
  title: MessageId
  /** The shop route that takes the e-mail's signed token. */
  endpoint: string
  /** What the page says once the e-mails are off. */
  done: MessageId
}

/** The page an e-mail's unsubscribe link opens: turns those e-mails off with its signed token, no sign-in needed. */
export function UnsubscribeRoute({ title, endpoint, done }: Props) {
  const t = useT()
  useDocumentTitle(t(title))
  const [params] = useSearchParams()
  const token = params.get("token")?.trim() ?? ""
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-semibold">{t(title)}</h1>
      {token ? (
        <UnsubscribeNotice token={token} endpoint={endpoint} done={done} />
      ) : (
        <p role="alert" className="text-red-800">
          {t("unsubscribe.noToken")}
        </p>
      )}
    </div>
  )
}

function UnsubscribeNotice({ token, endpoint, done }: { token: string; endpoint: string; done: MessageId }) {
  const t = useT()
  const { mutate, isSuccess, error } = useMutation({
    mutationFn: async (value: string) => apiRequest("POST", endpoint, { token: value }),
  })
  // Asking twice is harmless: the second answer is the same.
  useEffect(() => mutate(token), [mutate, token])

  if (error) {
    return (
      <p role="alert" className="text-red-800">
        {error.message}
      </p>
    )
  }
  return (
    <p role="status" className="text-lg">
      {isSuccess ? t(done) : t("unsubscribe.wait")}
    </p>
  )
}
