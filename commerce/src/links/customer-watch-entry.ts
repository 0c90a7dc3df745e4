import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import WatchListModule from "../modules/watch-list"

// A watch entry names its customer by id; a read-only link lets query.graph follow
// it (entry → customer, for the price-drop e-mail) without a link table of its own.
export default defineLink(
  { linkable: WatchListModule.linkable.watchEntry, field: "customer_id" },
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Medusa types the customer module's linkables as `any`
  CustomerModule.linkable.customer,
  { readOnly: true }
)
