import type { MedusaContainer } from "@medusajs/framework/types"
import { WANTS_MODULE } from "../../modules/wants"
import type WantsModuleService from "../../modules/wants/service"
import { sendEmail } from "../email/send"
import { shopSettings } from "../email/settings"
import { wantDigest } from "../email/want-alert"
import { translatedNames } from "../translated-names"
import { unsubscribeHeaders } from "../unsubscribe-token"
import { alertPiece, alertWant, onSale, piecesOf, recipientsOf } from "./alerts"

// A digest shows this many pieces; the rest are in the want's listing.
const PIECES_SHOWN = 20

/**
 * Sends each daily-digest want with unsent alerts its digest, at most one per want and UTC
 * day: the day's digest row is inserted (unique per want and day) before the e-mail goes,
 * so a second run the same day, in this process or another, sends nothing. Alerts found
 * after a want's digest wait for the next day's. Answers how many digests were sent.
 */
export async function sendWantDigests(container: MedusaContainer, now = new Date()): Promise<number> {
  const wants = container.resolve<WantsModuleService>(WANTS_MODULE)
  const day = now.toISOString().slice(0, 10)
  let digests = 0
  for (const wantId of await wants.wantsAwaitingDigest()) {
    const [want] = await wants.listWants({ id: wantId, alerts: "daily" })
    const pending = want ? await wants.pendingAlerts(wantId) : []
    if (!want || !pending.length) continue
    const byId = new Map(
      (
        await piecesOf(
          container,
          pending.map((a) => a.product_id)
        )
      ).map((doc) => [doc.id, doc])
    )
    // Pieces sold or withdrawn since they matched are not worth an e-mail.
    const pieces = pending.flatMap((a) => {
      const doc = byId.get(a.product_id)
      return doc && onSale(doc) ? [doc] : []
    })
    if (!pieces.length) {
      await wants.markAlertsSent(pending.map((a) => a.id))
      continue
    }
    const to = (await recipientsOf(container, [want.customer_id])).get(want.customer_id)
    if (!to || !(await wants.claimDigestDay(want.id, day))) continue
    const part = alertWant(container, want)
    const listed = pieces.slice(0, PIECES_SHOWN)
    const name = await translatedNames(
      container,
      "product",
      "title",
      listed.map((doc) => doc.id)
    )
    const shown = listed.map((doc) => alertPiece(doc, name, to.language))
    const sent = await sendEmail(container, {
      to: to.email,
      template: "want-digest",
      idempotencyKey: `want-digest:${want.id}:${day}`,
      content: wantDigest(shown, pieces.length - shown.length, part, shopSettings(), to.language),
      headers: unsubscribeHeaders(part.unsubscribeUrl),
    })
    if (sent) {
      await wants.markAlertsSent(pending.map((a) => a.id))
      digests++
    }
  }
  return digests
}
