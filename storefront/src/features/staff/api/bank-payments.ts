import type { BankPayment, CsvMapping, StatementLineView, StatementMatch } from "@contract/bank-transfer"
import { apiRequest, getJson } from "@/lib/api-client"
import { useRefetchingMutation } from "@/lib/refetching-mutation"
import { ORDERS_QUERY_KEY } from "./get-orders"

export type RecordPaymentInput = { orderId: string; amount: string; receivedAt: string; bankReference: string }

// Orders are read again after a failure too: a 409 means the order changed meanwhile. The page
// carries each order's payment.
export function useRecordBankPayment() {
  return useRefetchingMutation(async ({ orderId, ...body }: RecordPaymentInput) => {
    const res = await apiRequest("POST", `/api/orders/${encodeURIComponent(orderId)}/bank-payments`, body)
    return (await res.json()) as BankPayment
  }, ORDERS_QUERY_KEY)
}

export type StatementLine = StatementLineView
export type { StatementMatch }

export async function matchStatement(body: { format: "camt053" | "csv"; content: string; mapping?: CsvMapping }) {
  const res = await apiRequest("POST", "/api/bank-statements/match", body)
  return (await res.json()) as StatementMatch
}

export async function confirmStatement(lines: StatementLine[]) {
  const res = await apiRequest("POST", "/api/bank-statements/confirm", {
    lines: lines.map(({ orderId, date, amount, currency, text, entryReference }) => ({
      orderId,
      date,
      amount,
      currency,
      text,
      entryReference,
    })),
  })
  return (await res.json()) as { recorded: number; results: { reference: string; recorded: boolean; message: string }[] }
}

export function getCsvMapping(): Promise<CsvMapping> {
  return getJson<CsvMapping>("/api/bank-statements/csv-mapping")
}
