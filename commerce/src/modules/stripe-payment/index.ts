import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import ShopStripeProviderService from "./service"

export default ModuleProvider(Modules.PAYMENT, { services: [ShopStripeProviderService] })
