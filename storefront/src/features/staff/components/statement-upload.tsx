import type { CsvMapping } from "@contract/bank-transfer"
import { useQueryClient } from "@tanstack/react-query"
import { useState, type ChangeEvent } from "react"
import { Button } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { messageOf } from "@/lib/api-client"
import { confirmStatement, getCsvMapping, matchStatement, type StatementLine, type StatementMatch } from "../api/bank-payments"
import { ORDERS_QUERY_KEY } from "../api/get-orders"
import { useT } from "@/i18n/react"

const MAX_BYTES = 16_000_000
const field = "mt-1 w-full rounded-md border border-navy-900/20 px-2 py-1 text-sm"

/**
 * The bank statement: staff upload their bank's CAMT.053 (XML) or CSV export, see which
 * credit lines match an open bank-transfer order, which are ambiguous and which match
 * nothing, and confirm every match in one step.
 */
export function StatementUpload() {
  const t = useT()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<{ name: string; content: string } | null>(null)
  const [mapping, setMapping] = useState<CsvMapping | null>(null)
  const [result, setResult] = useState<StatementMatch | null>(null)
  const [error, setError] = useState("")
  const [busy, setBusy] = useState(false)
  const isCsv = !!file && /\.(csv|txt)$/i.test(file.name)

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    setResult(null)
    setError("")
    if (!chosen) return setFile(null)
    if (chosen.size > MAX_BYTES) return setError(t("statement.tooLarge", { mb: MAX_BYTES / 1_000_000 }))
    setFile({ name: chosen.name, content: await chosen.text() })
    if (/\.(csv|txt)$/i.test(chosen.name) && !mapping) setMapping(await getCsvMapping().catch(() => null))
  }

  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true)
    setError("")
    try {
      return await work()
    } catch (e) {
      setError(messageOf(e as Error))
      return undefined
    } finally {
      setBusy(false)
    }
  }

  const upload = async () => {
    if (!file) return
    const matched = await run(() =>
      matchStatement({ format: isCsv ? "csv" : "camt053", content: file.content, ...(isCsv && mapping ? { mapping } : {}) })
    )
    if (matched) setResult(matched)
  }

  const confirm = async () => {
    if (!result?.matched.length) return
    const done = await run(() => confirmStatement(result.matched))
    if (!done) return
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY })
    toast({
      title: t("statement.recorded"),
      description: t("statement.recordedBody", { recorded: done.recorded, matched: result.matched.length }),
    })
    await upload()
  }

  return (
    <section aria-labelledby="bank-statement" className="rounded-lg border border-navy-900/10 bg-white p-5 shadow-sm">
      <h2 id="bank-statement" className="text-lg font-semibold">
        {t("statement.title")}
      </h2>
      <p className="mt-1 text-sm text-navy-900/70">{t("statement.intro")}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t("statement.file")}
          <input className="mt-1 block text-sm" type="file" accept=".xml,.csv,.txt" onChange={(event) => void choose(event)} />
        </label>
        <Button onClick={() => void upload()} disabled={!file || busy}>
          {t("statement.match")}
        </Button>
      </div>
      {isCsv && mapping && <MappingFields mapping={mapping} onChange={setMapping} />}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {result && (
        <div className="mt-5 space-y-5">
          <Lines kind="matched" title={t("statement.matched")} lines={result.matched} />
          <Button onClick={() => void confirm()} disabled={busy || result.matched.length === 0}>
            {t("statement.confirm", { count: result.matched.length })}
          </Button>
          <Lines kind="ambiguous" title={t("statement.ambiguous")} lines={result.ambiguous} />
          <Lines kind="unmatched" title={t("statement.unmatched")} lines={result.unmatched} />
          <Lines kind="already-recorded" title={t("statement.already")} lines={result.recorded} />
        </div>
      )}
    </section>
  )
}

function Lines({ kind, title, lines }: { kind: string; title: string; lines: StatementLine[] }) {
  const t = useT()
  return (
    <div data-testid={`statement-${kind}`}>
      <h3 className="text-sm font-semibold">
        {title} ({lines.length})
      </h3>
      {lines.length > 0 && (
        <table className="mt-2 w-full text-left text-xs">
          <tbody className="divide-y divide-navy-900/10">
            {lines.slice(0, 200).map((l) => (
              <tr key={`${l.key}-${l.line}`}>
                <td className="py-1 pr-3 whitespace-nowrap">{t("statement.line", { line: l.line })}</td>
                <td className="py-1 pr-3 whitespace-nowrap">{l.date}</td>
                <td className="py-1 pr-3 font-medium whitespace-nowrap">
                  {l.amount} {l.currency}
                </td>
                <td className="py-1 pr-3 font-mono">{l.reference ?? l.candidates.map((c) => c.reference).join(", ")}</td>
                <td className="py-1 pr-3">{l.text}</td>
                <td className="py-1 text-navy-900/70">{l.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/** The CSV column mapping; the shop remembers the one that read a statement. */
function MappingFields({ mapping, onChange }: { mapping: CsvMapping; onChange: (m: CsvMapping) => void }) {
  const t = useT()
  const text = (key: "dateColumn" | "amountColumn" | "referenceColumn", label: string) => (
    <label className="text-xs font-medium">
      {label}
      <input className={field} value={mapping[key] ?? ""} onChange={(e) => onChange({ ...mapping, [key]: e.target.value })} />
    </label>
  )
  return (
    <fieldset className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
      <legend className="mb-1 text-sm font-semibold">{t("statement.csv")}</legend>
      {text("dateColumn", t("statement.dateColumn"))}
      {text("amountColumn", t("statement.amountColumn"))}
      <label className="text-xs font-medium">
        {t("statement.textColumns")}
        <input
          className={field}
          value={mapping.textColumns.join(", ")}
          onChange={(e) =>
            onChange({
              ...mapping,
              textColumns: e.target.value
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean),
            })
          }
        />
      </label>
      {text("referenceColumn", t("statement.referenceColumn"))}
      <label className="text-xs font-medium">
        {t("statement.separator")}
        <select
          className={field}
          value={mapping.delimiter}
          onChange={(e) => onChange({ ...mapping, delimiter: e.target.value as CsvMapping["delimiter"] })}
        >
          <option value=",">{t("statement.comma")}</option>
          <option value=";">{t("statement.semicolon")}</option>
          <option value={"\t"}>{t("statement.tab")}</option>
        </select>
      </label>
      <label className="text-xs font-medium">
        {t("statement.dateFormat")}
        <select
          className={field}
          value={mapping.dateFormat}
          onChange={(e) => onChange({ ...mapping, dateFormat: e.target.value as CsvMapping["dateFormat"] })}
        >
          {["YYYY-MM-DD", "DD.MM.YYYY", "DD/MM/YYYY", "MM/DD/YYYY"].map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-xs font-medium">
        <input
          type="checkbox"
          checked={mapping.decimalComma}
          onChange={(e) => onChange({ ...mapping, decimalComma: e.target.checked })}
        />
        {t("statement.decimalComma")}
      </label>
    </fieldset>
  )
}
