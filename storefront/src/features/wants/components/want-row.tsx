import type { Want, WantAlerts } from "@contract/wants"
import { useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { Select } from "@/components/ui/select"
import { toast } from "@/hooks/use-toast"
import { useDeleteWant, useUpdateWant } from "../api/wants"
import { ALERT_OPTIONS, describeCriteria } from "../lib/criteria"
import { WantNameField } from "./want-name-field"

/** One want: its name (renamable), what it looks for, how many pieces match now, its e-mails and Delete. */
export function WantRow({ want, collector }: { want: Want; collector: string }) {
  const update = useUpdateWant(collector)
  const remove = useDeleteWant(collector)
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(want.name)
  const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: "destructive" })

  return (
    <li className="flex flex-col gap-3 p-4" data-testid="want">
      {renaming ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            update.mutate(
              { id: want.id, change: { name } },
              { onSuccess: () => setRenaming(false), onError: failed("The want could not be renamed") }
            )
          }}
        >
          <WantNameField label="New name" value={name} onChange={setName} className="flex-1" boxHeight="h-9" />
          <Button type="submit" size="sm" disabled={update.isPending || !name.trim()}>
            Save name
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <h3 className="font-medium">{want.name}</h3>
      )}
      <p className="text-sm text-navy-900/70">{describeCriteria(want.criteria)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={want.link} className="text-sm font-medium text-gold-700 hover:underline" data-testid="want-matches">
          {want.matches === 1 ? "1 piece matches now" : `${want.matches} pieces match now`}
        </Link>
        <div className="w-44">
          <Select
            label={`E-mails for ${want.name}`}
            value={want.alerts}
            options={ALERT_OPTIONS}
            disabled={update.isPending}
            onValueChange={(value) =>
              update.mutate(
                { id: want.id, change: { alerts: value as WantAlerts } },
                { onError: failed("The e-mails could not be changed") }
              )
            }
          />
        </div>
        {renaming ? null : (
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${want.name}`}>
            Rename
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          aria-label={`Delete ${want.name}`}
          onClick={() => remove.mutate(want.id, { onError: failed("The want could not be deleted") })}
        >
          Delete
        </Button>
      </div>
    </li>
  )
}
