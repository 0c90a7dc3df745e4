import type { MedusaResponse } from "@medusajs/framework/http"
import type { Paper } from "./papers"

/** Answers a paper: inline, so a browser shows it, with a file name for saving; never cached. */
export function sendPaper(res: MedusaResponse, paper: Paper) {
  res.setHeader("Content-Type", paper.contentType)
  res.setHeader("Content-Disposition", `inline; filename="${paper.filename}"`)
  res.setHeader("Cache-Control", "no-store")
  res.status(200).send(paper.body)
}
