/** Word lists for generated modern coins: issuing countries, their mints, coins and designs. */
import { z } from "@medusajs/framework/zod"
import modernIssuers from "./data/modern-issuers.json"
import { piece, type Piece } from "./lists-ancient"

export type ModernIssuer = {
  country: string
  /** Mint name and the mint mark collectors add to the title ("" when none is written). */
  mints: readonly (readonly [name: string, mark: string])[]
  years: readonly [from: number, to: number]
  pieces: readonly Piece[]
  designs: readonly string[]
}

const modernIssuer = z.strictObject({
  country: z.string(),
  mints: z.array(z.tuple([z.string(), z.string()])),
  years: z.tuple([z.number(), z.number()]),
  pieces: z.array(piece),
  designs: z.array(z.string()),
})

export const MODERN_ISSUERS: readonly ModernIssuer[] = z.array(modernIssuer).parse(modernIssuers)
