import type { WantAlerts } from "@contract/wants"
import { useState, type FormEvent } from "react"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog"
import { Select } from "@/components/ui/select"
import { toast } from "@/hooks/use-toast"
import { useSaveWant } from "../api/wants"
import { alertOptions, describeCriteria, namedCriteria, suggestedName, type CriterionKey, type FilterName } from "../lib/criteria"
import { WantNameField } from "./want-name-field"
import { useT } from "@/i18n/react"

type Props = {
  collector: string
  /** The listing's filters from its URL. */
  criteria: Partial<Record<CriterionKey, string>>
  categoryName?: string
  wantsPath: string
  /** Names the country and material in the page's language. */
  filterName?: FilterName
}

/** "Save this search": keeps the listing's filters as a want, under a name, with its e-mails. */
export function SaveSearch({ collector, criteria, categoryName, wantsPath, filterName }: Props) {
  const t = useT()
  const save = useSaveWant(collector)
  const [open, setOpen] = useState(false)
  const [name, setName] = useState("")
  const [alerts, setAlerts] = useState<WantAlerts>("instant")
  const named = namedCriteria(criteria, filterName)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { name, alerts, criteria },
      {
        onSuccess: (want) => {
          setOpen(false)
          toast({
            title: t("save.saved", { name: want.name }),
            // The toaster sits outside the router: a plain link, not a router Link, which would
            // throw there and take the page down with it.
            description: (
              <a href={wantsPath} className="underline">
                {t("save.seeWants")}
              </a>
            ),
          })
        },
      }
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setName(suggestedName(named, categoryName))
          save.reset()
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("save.button")}
        </Button>
      </DialogTrigger>
      <DialogContent className="p-6">
        <DialogTitle className="text-lg font-semibold">{t("save.button")}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-navy-900/70">
          {t("save.description", { criteria: describeCriteria(named, t) })}
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <WantNameField label={t("save.name")} value={name} onChange={setName} boxHeight="h-10" />
          <div className="flex flex-col gap-1 text-sm font-medium">
            <span aria-hidden>{t("save.emails")}</span>
            <Select
              label={t("save.emails")}
              value={alerts}
              options={alertOptions(t)}
              onValueChange={(value) => setAlerts(value as WantAlerts)}
            />
          </div>
          {save.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {save.error.message}
            </p>
          ) : null}
          <Button type="submit" disabled={save.isPending || !name.trim()}>
            {t("save.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
