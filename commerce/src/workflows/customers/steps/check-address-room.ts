import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ADDRESS_BOOK_FULL, MAX_ADDRESSES } from "../address-book"

export type AddressRoom = { saved: number }

/** Counts the customer's addresses (inside the lock) and refuses a save beyond the limit. Reads only. */
export const checkAddressRoomStep = createStep(
  "check-address-book-room",
  async (input: { customer_id: string }, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER)
    const [, saved] = await customers.listAndCountCustomerAddresses(
      { customer_id: input.customer_id },
      { take: 1, select: ["id"] }
    )
    if (saved >= MAX_ADDRESSES) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `An address book holds at most ${MAX_ADDRESSES} addresses; delete one before saving another.`,
        ADDRESS_BOOK_FULL
      )
    }
    return new StepResponse<AddressRoom>({ saved })
  }
)
