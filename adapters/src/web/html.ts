const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Text or an attribute value placed into HTML: nothing in it can open or close a tag or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

/**
 * A JSON-LD data block. `<`, `>` and `&` are written as JSON escapes, so a product
 * named `</script><script>…` stays inside the block and the JSON still parses to the
 * same text; U+2028/2029 are escaped for the older parsers that choke on them.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
  return `<script type="application/ld+json">${json}</script>`
}
