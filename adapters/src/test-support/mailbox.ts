// The e-mails the shop sent, as received by the real SMTP server `npm test` runs (MAIL_URL).
export const MAIL_URL = process.env.MAIL_URL ?? "http://127.0.0.1:1080"

export type Mail = { id: number; to: string[]; from: string; subject: string; text: string; html: string }

export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_URL}/api/messages?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`)
  return (await response.json()) as Mail[]
}

/** Waits for the first e-mail to this address whose subject matches. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await mailsTo(address)).find((m) => subject.test(m.subject))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} with a subject like ${subject} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A fresh address per run, so a second run on the same catcher never reads an old e-mail. */
export const freshAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
