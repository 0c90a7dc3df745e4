import type { CreateCustomerAddressDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createCustomerAddressesWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { LOCK_TTL_S, LOCK_WAIT_S } from "../address-book"
import { checkAddressRoomStep } from "../steps/check-address-room"

export type AddCustomerAddressInput = {
  customer_id: string
  /** Without is_default_shipping, the first address saved becomes the default. */
  address: Omit<CreateCustomerAddressDTO, "customer_id">
}

/**
 * Saves one address in a customer's address book under Medusa's lock on the customer:
 * the count, the choice of the default and the save happen with no other save of that
 * customer in between. Medusa's own workflow creates the address (and takes the default
 * from another address); a failure after it undoes it through that workflow's
 * compensation and lets the lock go.
 */
export const addCustomerAddressWorkflow = createWorkflow("shop-add-customer-address", (input: AddCustomerAddressInput) => {
  acquireLockStep({ key: input.customer_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const room = checkAddressRoomStep({ customer_id: input.customer_id })
  const addresses = transform({ input, room }, ({ input, room }) => [
    {
      ...input.address,
      customer_id: input.customer_id,
      is_default_shipping: input.address.is_default_shipping ?? room.saved === 0,
    },
  ])
  const created = createCustomerAddressesWorkflow.runAsStep({ input: { addresses } })
  releaseLockStep({ key: input.customer_id })
  return new WorkflowResponse(transform({ created }, ({ created }) => created[0]))
})
