import type { Logger } from "@medusajs/framework/types"
import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"

export type SmtpOptions = {
  /** smtp://user:password@host:port (smtps:// for TLS from the start). */
  url: string
  /** The sender, e.g. "Numismatic Shop <orders@numismatic.shop>". */
  from: string
}

export class SmtpNotificationService extends AbstractNotificationProviderService {
  static override identifier = "smtp"
  private readonly transporter: Transporter
  private readonly logger: Logger

  constructor(
    { logger }: { logger: Logger },
    private readonly options: SmtpOptions
  ) {
    super()
    this.logger = logger
    // A slow or dead server must not hold a subscriber for minutes: short timeouts, and the
    // caller retries (src/lib/email/send.ts).
    // nodemailer takes a URL's transport options from its query only.
    this.transporter = nodemailer.createTransport(withTimeouts(options.url))
  }

  static override validateOptions(options: Record<string, unknown>) {
    if (typeof options.url !== "string" || !options.url) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The SMTP notification provider needs a url (SMTP_URL)")
    }
  }

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const content = notification.content
    if (!content?.subject || !content.text) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `E-mail '${notification.template}' has no subject or text`)
    }
    const info = await this.transporter.sendMail({
      from: notification.from || this.options.from,
      to: notification.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: mailHeaders(notification.provider_data?.headers),
      attachments: mailAttachments(notification.attachments),
    })
    this.logger.info(`E-mail '${notification.template}' sent to ${notification.to}`)
    return { id: info.messageId }
  }
}

/** The extra headers a sender asked for (provider_data.headers): text values only. */
function mailHeaders(headers: unknown): Record<string, string> | undefined {
  if (!headers || typeof headers !== "object") return undefined
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
}

/** Medusa's attachments (content in base64, as its other e-mail providers take it) as nodemailer's. */
function mailAttachments(attachments: ProviderSendNotificationDTO["attachments"]) {
  if (!attachments?.length) return undefined
  return attachments.map((a) => ({
    filename: a.filename,
    content: a.content,
    encoding: "base64",
    contentType: a.content_type,
    contentDisposition: a.disposition === "inline" ? ("inline" as const) : ("attachment" as const),
  }))
}

/** SMTP_URL with short timeouts, unless the URL sets its own. */
function withTimeouts(url: string): string {
  const parsed = new URL(url)
  const defaults = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000" }
  for (const [key, value] of Object.entries(defaults)) if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value)
  return parsed.toString()
}
