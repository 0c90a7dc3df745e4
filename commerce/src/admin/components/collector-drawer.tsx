import { Button, Drawer, Hint, InlineTip, Label, Select, Switch, Text, toast } from "@medusajs/ui"
import { Fragment, useState } from "react"
import { FIELD_LABELS, GRADING_SERVICES, gradeWarning } from "../../modules/numismatics/validation"
import type { CollectorField, CollectorFields, FieldIssue } from "../../modules/numismatics/validation"
import {
  DEFAULT_VAT_TREATMENT,
  isVatTreatment,
  VAT_TREATMENT_LABELS,
  VAT_TREATMENTS,
} from "../../modules/numismatics/vat-treatment"
import type { VatTreatment } from "../../modules/numismatics/vat-treatment"
import { errorMessage, saveCollector } from "../lib/collector-api"
import type { CollectorView } from "../lib/collector-api"
import { issuesFromMessage, readForm, toForm } from "../lib/collector-form"
import type { CollectorForm } from "../lib/collector-form"
import { FormField } from "./form-field"

type Props = {
  productId: string
  item: (CollectorFields & { vat_treatment?: VatTreatment }) | null
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (view: CollectorView) => void
}

type TextInput = Exclude<CollectorField, "is_featured" | "is_new" | "grading_service">

const INPUTS: { field: TextInput; placeholder: string; decimal?: boolean }[] = [
  { field: "country", placeholder: "Roman Empire, France, Bank of England" },
  { field: "period", placeholder: "Roman Imperial, 19th century" },
  { field: "grade", placeholder: "MS-65, VF, TTB, vz" },
  { field: "denomination", placeholder: "Denarius, 20 Francs" },
  { field: "year", placeholder: "1907, 27 BC - AD 14" },
  { field: "mint", placeholder: "Paris, Lugdunum" },
  { field: "weight_grams", placeholder: "3.81", decimal: true },
  { field: "diameter_mm", placeholder: "19", decimal: true },
  { field: "catalogue_ref", placeholder: "KM# 857, RIC I 207, Pick# 45a" },
  { field: "certificate_number", placeholder: "Required with a grading service" },
]

const NONE = "none"

/** The edit form: every collector field, checked as it is typed with the rules the API applies. */
export function CollectorDrawer({ productId, item, open, onOpenChange, onSaved }: Props) {
  const [form, setForm] = useState<CollectorForm>(() => toForm(item))
  const treatmentOf = () => (isVatTreatment(item?.vat_treatment) ? item.vat_treatment : DEFAULT_VAT_TREATMENT)
  const [vatTreatment, setVatTreatment] = useState<VatTreatment>(treatmentOf)
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([])
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)

  const { fields, issues } = readForm(form)
  // Errors show once the merchandiser tries to save, then follow each keystroke.
  const shownIssues = submitted ? [...issues, ...serverIssues] : serverIssues
  const errorOf = (field: CollectorField) => shownIssues.find((issue) => issue.field === field)?.message
  const warning = gradeWarning(form.grade)

  const set = <K extends keyof CollectorForm>(field: K, value: CollectorForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setServerIssues((current) => current.filter((issue) => issue.field !== field))
  }

  const openChange = (next: boolean) => {
    if (next) {
      setForm(toForm(item))
      setVatTreatment(treatmentOf())
      setServerIssues([])
      setSubmitted(false)
    }
    onOpenChange(next)
  }

  const save = async () => {
    setSubmitted(true)
    if (issues.length) return
    setSaving(true)
    try {
      onSaved(await saveCollector(productId, { ...fields, vat_treatment: vatTreatment }))
      toast.success("Collector data saved", { description: "The shop shows the change within a few seconds." })
      onOpenChange(false)
    } catch (error) {
      const message = errorMessage(error)
      const perField = issuesFromMessage(message)
      setServerIssues(perField)
      if (!perField.length) toast.error("The collector data was not saved", { description: message })
    } finally {
      setSaving(false)
    }
  }

  const gradingService = (
    <div className="flex flex-col gap-y-2">
      <Label htmlFor="collector-grading_service" size="small" weight="plus">
        {FIELD_LABELS.grading_service}
      </Label>
      <Select value={form.grading_service || NONE} onValueChange={(value) => set("grading_service", value === NONE ? "" : value)}>
        <Select.Trigger id="collector-grading_service" aria-invalid={errorOf("grading_service") ? true : undefined}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value={NONE}>None (raw, not slabbed)</Select.Item>
          {GRADING_SERVICES.map((service) => (
            <Select.Item key={service} value={service}>
              {service}
            </Select.Item>
          ))}
          {form.grading_service && !(GRADING_SERVICES as readonly string[]).includes(form.grading_service) ? (
            <Select.Item value={form.grading_service}>{form.grading_service}</Select.Item>
          ) : null}
        </Select.Content>
      </Select>
      {errorOf("grading_service") ? <Hint variant="error">{errorOf("grading_service")}</Hint> : null}
    </div>
  )

  return (
    <Drawer open={open} onOpenChange={openChange}>
      <Drawer.Content aria-describedby={undefined}>
        <Drawer.Header>
          <Drawer.Title>Edit collector data</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
          {INPUTS.map(({ field, placeholder, decimal }) => (
            <Fragment key={field}>
              {field === "certificate_number" ? gradingService : null}
              <FormField
                id={`collector-${field}`}
                label={FIELD_LABELS[field]}
                value={form[field]}
                placeholder={placeholder}
                inputMode={decimal ? "decimal" : "text"}
                onChange={(value) => set(field, value)}
                error={errorOf(field)}
                note={
                  field === "grade" && warning ? (
                    <InlineTip variant="warning" label="Unknown grade">
                      {warning}
                    </InlineTip>
                  ) : undefined
                }
              />
            </Fragment>
          ))}
          <div className="flex flex-col gap-y-2">
            <Label htmlFor="collector-vat_treatment" size="small" weight="plus">
              VAT treatment
            </Label>
            <Select value={vatTreatment} onValueChange={(value) => isVatTreatment(value) && setVatTreatment(value)}>
              <Select.Trigger id="collector-vat_treatment">
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                {VAT_TREATMENTS.map((treatment) => (
                  <Select.Item key={treatment} value={treatment}>
                    {VAT_TREATMENT_LABELS[treatment]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
            <Text size="small" className="text-ui-fg-subtle">
              Printed on the invoice: the margin scheme&apos;s note, the investment-gold exemption, or the VAT included.
            </Text>
          </div>
          {(["is_featured", "is_new"] as const).map((flag) => (
            <div key={flag} className="flex items-center justify-between gap-x-4">
              <div className="flex flex-col">
                <Label htmlFor={`collector-${flag}`} size="small" weight="plus">
                  {FIELD_LABELS[flag]}
                </Label>
                <Text size="small" className="text-ui-fg-subtle">
                  {flag === "is_featured"
                    ? "Shown in the home page's Featured Collection."
                    : "Shown in the home page's New Additions."}
                </Text>
              </div>
              <Switch id={`collector-${flag}`} checked={form[flag]} onCheckedChange={(checked) => set(flag, checked)} />
            </div>
          ))}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary" disabled={saving}>
              Cancel
            </Button>
          </Drawer.Close>
          <Button size="small" onClick={() => void save()} isLoading={saving}>
            Save
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
