import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { SmtpNotificationService } from "./service"

/** The shop's e-mail: a provider of Medusa's Notification Module that sends through SMTP. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationService] })
