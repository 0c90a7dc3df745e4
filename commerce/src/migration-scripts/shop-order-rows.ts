import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rebuildOrderRows } from "../modules/order-rows/rows"

/**
 * The backfill of the dashboard's order rows (decision 122): one row for every order the
 * database already holds, written by the same SQL that keeps them current. Runs once, after
 * the migrations have created the table; orders placed later get their rows as they change.
 */
export default async function shopOrderRows({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  logger.info(`The dashboard's order rows: ${await rebuildOrderRows(db)} orders.`)
}
