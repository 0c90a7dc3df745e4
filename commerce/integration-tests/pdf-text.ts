import { createRequire } from "node:module"
import path from "node:path"

// PDF.js reads the metrics of the standard fonts (Helvetica) from its own package.
const fonts = path.join(path.dirname(createRequire(__filename).resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep

/** The text of a PDF, read back with Mozilla's PDF.js, each page's strings joined by single spaces. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs")
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: fonts,
  }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
  }
  await document.destroy()
  return pages.join(" ").replace(/\s+/g, " ")
}
