import type { CustomerInfo } from "@contract/checkout"
import { apiRequest } from "@/lib/api-client"

/** The form's name and e-mail onto the order before the payment is confirmed. */
export async function setCustomer(checkoutId: string, customer: CustomerInfo): Promise<void> {
  await apiRequest("POST", `/api/checkout/${encodeURIComponent(checkoutId)}/customer`, customer)
}
