import { MedusaService } from "@medusajs/framework/utils"
import { matchStatement, SEARCH_TOKENS_SQL, type PieceForWants } from "./matching"
import { Want } from "./models/want"

type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>
type InjectedDependencies = { manager: { execute: Execute } }

const placeholders = (values: unknown[]) => values.map(() => "?").join(", ")
const instant = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

export default class WantsModuleService extends MedusaService({ Want }) {
  private readonly execute_: Execute

  constructor(dependencies: InjectedDependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.execute_ = (sql, params) => dependencies.manager.execute(sql, params)
  }

  /** A search as the tokens a want stores (see matching.ts). */
  async searchTokens(search: string): Promise<string[]> {
    const [row] = await this.execute_(SEARCH_TOKENS_SQL, [search])
    return (row?.tokens as string[] | undefined) ?? []
  }

  /**
   * Notes that a piece is listed at this price and answers when it became news to the wants:
   * when it was first seen listed, or later when its price was last lowered. One statement,
   * so two events for the same change cannot both take it for a new listing.
   */
  async notePieceListed(productId: string, priceCents: number): Promise<string> {
    const [row] = await this.execute_(
      `insert into "want_listed_piece" ("product_id", "listed_at", "price_cents") values (?, now(), ?)
       on conflict ("product_id") do update set
         "lowered_at" = case when excluded."price_cents" < "want_listed_piece"."price_cents" then now()
                        else "want_listed_piece"."lowered_at" end,
         "price_cents" = excluded."price_cents"
       returning greatest("listed_at", coalesce("lowered_at", "listed_at")) as "news_at"`,
      [productId, priceCents]
    )
    return instant(row.news_at)
  }

  /** A piece left the shop (unpublished, sold, removed): listed again later, it is news again. */
  async notePieceUnlisted(productId: string): Promise<void> {
    await this.execute_(`delete from "want_listed_piece" where "product_id" = ?`, [productId])
  }

  /** Records an alert for every want the piece matches that has none for it yet; answers the new ones. */
  async recordMatches(piece: PieceForWants): Promise<{ id: string; want_id: string }[]> {
    const { sql, params } = matchStatement(piece)
    const rows = await this.execute_(sql, params)
    return rows.map((row) => ({ id: String(row.id), want_id: String(row.want_id) }))
  }

  async markAlertsSent(alertIds: string[]): Promise<void> {
    if (!alertIds.length) return
    await this.execute_(`update "want_alert" set "sent_at" = now() where "id" in (${placeholders(alertIds)})`, alertIds)
  }

  /** Daily-digest wants with alerts not yet sent. */
  async wantsAwaitingDigest(): Promise<string[]> {
    const rows = await this.execute_(
      `select distinct a."want_id" from "want_alert" a join "want" w on w."id" = a."want_id"
       where a."sent_at" is null and w."alerts" = 'daily' and w."deleted_at" is null`
    )
    return rows.map((row) => String(row.want_id))
  }

  /** The want's alerts not yet sent, oldest first. */
  async pendingAlerts(wantId: string): Promise<{ id: string; product_id: string }[]> {
    const rows = await this.execute_(
      `select "id", "product_id" from "want_alert" where "want_id" = ? and "sent_at" is null order by "created_at", "id"`,
      [wantId]
    )
    return rows.map((row) => ({ id: String(row.id), product_id: String(row.product_id) }))
  }

  /**
   * Claims the want's digest of this day (YYYY-MM-DD, UTC): true for the first caller only,
   * in whichever process, so a want gets at most one digest a day.
   */
  async claimDigestDay(wantId: string, day: string): Promise<boolean> {
    const rows = await this.execute_(
      `insert into "want_digest" ("want_id", "day") values (?, ?::date) on conflict do nothing returning "want_id"`,
      [wantId, day]
    )
    return rows.length === 1
  }
}
