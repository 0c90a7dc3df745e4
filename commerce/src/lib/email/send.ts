import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { EmailContent } from "./layout"

// Three tries over about half a minute: long enough for a mail server's brief hiccup.
const DELAYS_MS = [0, 5_000, 25_000]

/** Runs `attempt` until it succeeds or the delays run out; answers the last error, or null. */
export async function withRetries(attempt: () => Promise<unknown>, delaysMs: number[] = DELAYS_MS): Promise<unknown> {
  let lastError: unknown = null
  for (const delay of delaysMs) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      await attempt()
      return null
    } catch (error) {
      lastError = error
    }
  }
  return lastError
}

export type Email = {
  to: string
  /** Names the kind of e-mail in the notification record and the log. */
  template: string
  /** The same key never sends twice once sent (Medusa keeps the notification), e.g. "order-placed:order_123". */
  idempotencyKey?: string
  content: EmailContent
  /** Extra mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /** The order the e-mail is about: it is then listed on that order's timeline. */
  orderId?: string
  /** Files sent with it, e.g. the invoice's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/** The notification record's resource type for an e-mail about an order. */
export const ORDER_RESOURCE = "order"

/**
 * Sends through Medusa's Notification Module (the SMTP provider). A failed send is retried
 * and logged, never thrown: an e-mail must not fail the order or the change that caused it.
 */
export async function sendEmail(container: MedusaContainer, email: Email): Promise<boolean> {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const error = await withRetries(() =>
    notifications.createNotifications({
      to: email.to,
      channel: "email",
      template: email.template,
      content: email.content,
      idempotency_key: email.idempotencyKey,
      provider_data: email.headers ? { headers: email.headers } : undefined,
      attachments: email.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content.toString("base64"),
        content_type: a.contentType,
        disposition: "attachment",
      })),
      // Medusa keeps the record but not its content: the subject is kept in its data, so
      // the order's timeline can say which e-mail went out.
      data: { subject: email.content.subject },
      ...(email.orderId ? { resource_id: email.orderId, resource_type: ORDER_RESOURCE } : {}),
    })
  )
  if (error) {
    logger.error(
      `E-mail '${email.template}' to ${email.to} could not be sent: ${error instanceof Error ? error.message : JSON.stringify(error)}`
    )
    return false
  }
  return true
}

/**
 * An e-mail to an order's buyer, listed on the order's timeline. It is sent once per template
 * and key; the key is the order's id unless the e-mail can come more than once for an order.
 */
export function sendOrderEmail(
  container: MedusaContainer,
  order: { id: string; email: string },
  { key = order.id, ...email }: Omit<Email, "to" | "orderId" | "idempotencyKey"> & { key?: string }
): Promise<boolean> {
  return sendEmail(container, { ...email, to: order.email, orderId: order.id, idempotencyKey: `${email.template}:${key}` })
}
