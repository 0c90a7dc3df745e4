import type { CustomerInfo, PaymentSession } from "@contract/checkout"
import { Loader2 } from "lucide-react"
import { useState } from "react"
import type { ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { usePaths } from "@/config/paths"
import { toast } from "@/hooks/use-toast"
import { formatTotal, priceToNumber } from "@/lib/format"
import { useCountries } from "../api/shipping"
import { setCustomer } from "../api/set-customer"
import { type AddressErrors, type AddressForm, validateAddress } from "../lib/address"
import { useKeepAtCheckout } from "../hooks/use-keep-at-checkout"
import { AddressFields } from "./address-fields"
import { CustomerFields } from "./customer-fields"
import { OrderSummary } from "./order-summary"
import { KeepAddressBox, SavedAddressPicker } from "./saved-address-picker"
import { ShippingOptions } from "./shipping-options"
import { useLanguage, useT } from "@/i18n/react"

/** What the shopper typed; kept above the payment element, which starts anew with each new total. */
export type CheckoutDetails = { customer: CustomerInfo; address: AddressForm }

/** The details and the address step, shared by the card and the bank-transfer screens. */
export type DetailsProps = {
  details: CheckoutDetails
  onDetails: (details: CheckoutDetails) => void
  /** True once the address on screen is the one the checkout is priced for. */
  addressApplied: boolean
  /** Sends the address (and a chosen option) to the server, which answers the re-priced session. */
  applyShipping: (optionId?: string) => Promise<PaymentSession>
  /** A signed-in customer: saved addresses are offered, and a new one can be kept (docs/decisions/143). */
  customer: boolean
}

type Props = DetailsProps & {
  session: PaymentSession
  /** The method choice, when the shop offers more than one. */
  methodPicker?: ReactNode
  /** Stripe's PaymentElement, or the bank-transfer note. */
  payment: ReactNode
  /** Card payments start anew after a new total: the shopper confirms again. */
  confirmsAfterRepricing: boolean
  /** Confirms the payment; answers the provider's error message, or null when it went through. */
  confirm: (customer: CustomerInfo) => Promise<string | null>
  /** False until the payment element can take the payment. */
  ready: boolean
}

/** 'Secure Checkout': the shopper's details, the address and shipping, the payment, the summary, 'Pay €{total}'. */
export function CheckoutForm(props: Props) {
  const t = useT()
  const language = useLanguage()
  const paths = usePaths()
  const { session, details, onDetails, addressApplied, applyShipping, customer, methodPicker, payment, confirm, ready } = props
  const [submitting, setSubmitting] = useState(false)
  const [pricing, setPricing] = useState(false)
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({})
  const [keepAddress, setKeepAddress] = useState(false)
  const keepAtCheckout = useKeepAtCheckout()
  const countries = useCountries()
  const navigate = useNavigate()

  const price = async (optionId?: string): Promise<boolean> => {
    setPricing(true)
    try {
      await applyShipping(optionId)
      return true
    } catch (error) {
      toast({
        title: t("form.shipping"),
        description: error instanceof Error ? error.message.replace(/^\d+: /, "") : String(error),
        variant: "destructive",
      })
      return false
    } finally {
      setPricing(false)
    }
  }

  const applyAddress = async () => {
    const errors = validateAddress(details.address, t)
    setAddressErrors(errors)
    if (Object.keys(errors).length === 0) await price()
  }

  const submit = async () => {
    const trimmed = {
      firstName: details.customer.firstName.trim(),
      lastName: details.customer.lastName.trim(),
      email: details.customer.email.trim(),
    }
    const errors = validateAddress(details.address, t)
    setAddressErrors(errors)
    if (!trimmed.firstName || !trimmed.lastName || !trimmed.email || Object.keys(errors).length > 0) {
      toast({ title: t("form.missing"), description: t("form.missingBody"), variant: "destructive" })
      return
    }
    setSubmitting(true)
    try {
      if (!addressApplied) {
        const priced = await price()
        if (!priced || props.confirmsAfterRepricing) {
          if (priced) toast({ title: t("form.shippingAdded"), description: t("form.checkTotal") })
          setSubmitting(false)
          return
        }
      }
      await setCustomer(session.checkoutId, trimmed)
      if (keepAddress && !(await keepAtCheckout(details.address))) {
        toast({ title: t("form.addressBook"), description: t("form.addressNotSaved") })
      }
      const failure = await confirm(trimmed)
      if (failure !== null) {
        toast({ title: t("form.paymentFailed"), description: failure, variant: "destructive" })
        setSubmitting(false)
      }
    } catch (error) {
      toast({
        title: t("form.paymentFailed"),
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      })
      setSubmitting(false)
    }
  }

  const busy = submitting || pricing
  return (
    <form
      noValidate
      className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:gap-8 sm:py-10 lg:grid-cols-[1fr_22rem]"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="space-y-6">
        <h1 className="font-serif text-3xl font-semibold">{t("form.title")}</h1>
        <CustomerFields value={details.customer} onChange={(customer) => onDetails({ ...details, customer })} disabled={busy} />
        <AddressFields
          value={details.address}
          onChange={(address) => onDetails({ ...details, address })}
          errors={addressErrors}
          countries={countries.data ?? []}
          disabled={busy}
          intro={
            <SavedAddressPicker
              customer={customer}
              address={details.address}
              onPick={(address) => onDetails({ ...details, address })}
              countries={countries.data ?? []}
              disabled={busy}
            />
          }
        />
        <KeepAddressBox
          customer={customer}
          address={details.address}
          keep={keepAddress}
          onKeep={setKeepAddress}
          disabled={busy}
        />
        {addressApplied ? (
          <ShippingOptions session={session} onChoose={(id) => void price(id)} disabled={busy} />
        ) : (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void applyAddress()}>
            {pricing ? t("form.checkingShipping") : t("form.showShipping")}
          </Button>
        )}
        {methodPicker}
        <div>{payment}</div>
      </div>
      {/* In one column (phones, tablets) this column's parts join the form's grid, so 'Pay €…' can
          stay at the bottom of the window while the form scrolls (docs/decisions/222). */}
      <div className="space-y-4 max-lg:contents">
        <OrderSummary session={session} />
        <div
          data-pay-bar
          className="max-lg:sticky max-lg:bottom-0 max-lg:z-10 max-lg:-mx-4 max-lg:border-t max-lg:border-navy-900/10 max-lg:bg-white/95 max-lg:px-4 max-lg:py-3"
        >
          <Button type="submit" variant="gold" size="lg" className="w-full" disabled={busy || !ready}>
            {submitting ? (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {t("form.processing")}
              </>
            ) : (
              t("form.pay", { total: formatTotal(priceToNumber(session.amount), language) })
            )}
          </Button>
        </div>
        <Button variant="outline" size="lg" className="w-full" disabled={submitting} onClick={() => void navigate(paths.home)}>
          {t("form.back")}
        </Button>
      </div>
    </form>
  )
}
