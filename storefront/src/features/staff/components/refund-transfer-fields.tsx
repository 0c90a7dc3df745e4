import { today } from "../lib/take-back"

const field = "mt-1 w-full rounded-md border border-navy-900/20 px-3 py-2 text-sm"

type Value = [string, (value: string) => void]

/** The transfer that sends a bank-transfer order's money back: the day it was sent and the bank's reference. */
export function RefundTransferFields({ sentOn, reference }: { sentOn: Value; reference: Value }) {
  return (
    <>
      <label className="block text-sm font-medium">
        Refund transfer sent on
        <input
          className={field}
          type="date"
          value={sentOn[0]}
          max={today()}
          onChange={(e) => sentOn[1](e.target.value)}
          required
        />
      </label>
      <label className="block text-sm font-medium">
        Bank reference of the refund
        <input className={field} value={reference[0]} onChange={(e) => reference[1](e.target.value)} maxLength={140} required />
      </label>
    </>
  )
}
