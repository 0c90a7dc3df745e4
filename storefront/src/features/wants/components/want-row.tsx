import type { Want, WantAlerts } from "@contract/wants"
import { useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { Select } from "@/components/ui/select"
import { toast } from "@/hooks/use-toast"
import { useDeleteWant, useUpdateWant } from "../api/wants"
import { alertOptions, describeCriteria, namedCriteria, type FilterName } from "../lib/criteria"
import { WantNameField } from "./want-name-field"
import { localisePath } from "@/i18n/language"
import { useLanguage, useT, type MessageId } from "@/i18n/react"

/** One want: its name (renamable), what it looks for, how many pieces match now, its e-mails and Delete. */
export function WantRow({ want, collector, filterName }: { want: Want; collector: string; filterName?: FilterName }) {
  const t = useT()
  const language = useLanguage()
  const update = useUpdateWant(collector)
  const remove = useDeleteWant(collector)
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(want.name)
  const failed = (title: MessageId) => (error: Error) =>
    toast({ title: t(title), description: error.message, variant: "destructive" })

  return (
    <li className="flex flex-col gap-3 p-4" data-testid="want">
      {renaming ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            update.mutate(
              { id: want.id, change: { name } },
              { onSuccess: () => setRenaming(false), onError: failed("want.renameFailed") }
            )
          }}
        >
          <WantNameField label={t("want.newName")} value={name} onChange={setName} className="flex-1" boxHeight="h-9" />
          <Button type="submit" size="sm" disabled={update.isPending || !name.trim()}>
            {t("want.saveName")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
            {t("want.cancel")}
          </Button>
        </form>
      ) : (
        <h3 className="font-medium">{want.name}</h3>
      )}
      <p className="text-sm text-navy-900/70">{describeCriteria(namedCriteria(want.criteria, filterName), t)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={localisePath(want.link, language)}
          className="text-sm font-medium text-gold-700 hover:underline"
          data-testid="want-matches"
        >
          {t("want.matches", { count: want.matches })}
        </Link>
        <div className="w-44">
          <Select
            label={t("want.emailsFor", { name: want.name })}
            value={want.alerts}
            options={alertOptions(t)}
            disabled={update.isPending}
            onValueChange={(value) =>
              update.mutate({ id: want.id, change: { alerts: value as WantAlerts } }, { onError: failed("want.emailsFailed") })
            }
          />
        </div>
        {renaming ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setRenaming(true)}
            aria-label={t("want.renameLabel", { name: want.name })}
          >
            {t("want.rename")}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          aria-label={t("want.deleteLabel", { name: want.name })}
          onClick={() => remove.mutate(want.id, { onError: failed("want.deleteFailed") })}
        >
          {t("want.delete")}
        </Button>
      </div>
    </li>
  )
}
