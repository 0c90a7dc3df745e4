import { fileURLToPath } from "node:url"
import path from "node:path"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const COMMERCE = path.join(ROOT, "commerce")
export const MEDUSA_SERVER = path.join(COMMERCE, ".medusa", "server")
export const ADAPTERS = path.join(ROOT, "adapters")
export const STOREFRONT = path.join(ROOT, "storefront")
export const DATA_DIR = process.env.SHOP_DATA_DIR ? path.resolve(process.env.SHOP_DATA_DIR) : path.join(ROOT, ".data")
