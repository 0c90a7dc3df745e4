import { MedusaError } from "@medusajs/framework/utils"

/**
 * The checkout's refusals, worded for the shopper here so the shop server passes them on as
 * they are: `checkout_refused` (a 400 naming the field) and `checkout_placed` (the order exists;
 * the shop server answers 409). Medusa rewrites the message of its own CONFLICT type, so a
 * placed order travels as NOT_ALLOWED with its code.
 */
export const REFUSED = "checkout_refused"
export const PLACED = "checkout_placed"

export const refused = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message, REFUSED)
export const placed = () => new MedusaError(MedusaError.Types.NOT_ALLOWED, "This order has already been placed.", PLACED)
export const noSuchCheckout = () => new MedusaError(MedusaError.Types.NOT_FOUND, "No such checkout")

/** The shopper's word for a payment provider. */
export const methodOf = (providerId: string): "card" | "bank_transfer" =>
  providerId.startsWith("pp_stripe") ? "card" : "bank_transfer"
