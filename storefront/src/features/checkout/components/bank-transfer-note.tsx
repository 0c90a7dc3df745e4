/** What happens with a bank transfer, shown where the card form would be. */
export function BankTransferNote() {
  return (
    <div className="rounded-lg border border-navy-900/10 bg-white p-4 text-sm text-navy-900/80">
      <p className="font-medium text-navy-900">Bank transfer</p>
      <p className="mt-1">
        Your order is placed and the pieces are reserved for you. The next page shows our account details and the reference to
        quote; we ship once the transfer has arrived.
      </p>
    </div>
  )
}
