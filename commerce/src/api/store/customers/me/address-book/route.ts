import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addCustomerAddressWorkflow } from "../../../../../workflows/customers/workflows/add-customer-address"
import type { StoreAddToAddressBookType } from "./validators"

/**
 * Saves an address in the signed-in customer's address book, at most 20 (docs/decisions/144):
 * 201 with the address; 400 with code `address_book_full` when the book is full.
 */
export const POST = async (req: AuthenticatedMedusaRequest<StoreAddToAddressBookType>, res: MedusaResponse) => {
  const { result } = await addCustomerAddressWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, address: req.validatedBody },
  })
  res.status(201).json({ address: result })
}
