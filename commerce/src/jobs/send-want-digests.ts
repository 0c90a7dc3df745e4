import type { MedusaContainer } from "@medusajs/framework/types"
import { sendWantDigests } from "../lib/wants/digests"

/** Every hour: the daily digests not yet sent today (at most one per want and day). */
export default async function sendWantDigestsJob(container: MedusaContainer) {
  await sendWantDigests(container)
}

export const config = { name: "send-want-digests", schedule: "0 * * * *" }
