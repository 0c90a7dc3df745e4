// The real SMTP server `npm test` runs in its own process receives every e-mail the shop sends;
// its JSON API lists them by recipient.
const MAIL_URL = process.env.MAIL_URL ?? "http://localhost:1080"

export type Mail = { to: string[]; subject: string; text: string; html?: string; headers?: Record<string, string> }

/** The first e-mail to the address whose subject matches, waiting up to a minute for it. */
export async function waitForMail(address: string, subject: RegExp): Promise<Mail> {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`)
    const found = ((await res.json()) as Mail[]).find((m) => subject.test(m.subject))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no e-mail to ${address} like ${subject}`)
}
