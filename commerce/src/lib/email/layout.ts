/** One e-mail as blocks, rendered both as HTML and as its plain-text part, so the two always agree. */
export type Block =
  | { kind: "heading"; text: string }
  | { kind: "text"; text: string }
  | { kind: "rows"; rows: [string, string][] }
  | { kind: "link"; label: string; url: string }
  | { kind: "image"; url: string; alt: string }

export type EmailContent = { subject: string; html: string; text: string }

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `<h2 style="font-family:Georgia,serif;color:#1b2a4a;font-size:18px;margin:24px 0 8px">${escape(block.text)}</h2>`
    case "text":
      return `<p style="margin:0 0 12px;line-height:1.5">${escape(block.text)}</p>`
    case "rows":
      return (
        `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 12px">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 12px 4px 0;color:#555">${escape(label)}</td>` +
              `<td style="padding:4px 0;text-align:right;font-variant-numeric:tabular-nums">${escape(value)}</td></tr>`
          )
          .join("") +
        `</table>`
      )
    case "link":
      return (
        `<p style="margin:16px 0"><a href="${escape(block.url)}" style="background:#b8912f;color:#fff;padding:10px 18px;` +
        `border-radius:6px;text-decoration:none;font-weight:600">${escape(block.label)}</a></p>` +
        `<p style="margin:0 0 12px;font-size:12px;color:#555">${escape(block.url)}</p>`
      )
    case "image":
      return `<p style="margin:0 0 12px"><img src="${escape(block.url)}" alt="${escape(block.alt)}" width="200" style="max-width:100%;height:auto"></p>`
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `${block.text}\n${"-".repeat(block.text.length)}`
    case "text":
      return block.text
    case "rows":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n")
    case "link":
      return `${block.label}: ${block.url}`
    case "image":
      return `[${block.alt}]`
  }
}

export function render(subject: string, blocks: Block[], footer: string): EmailContent {
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escape(subject)}</title></head>` +
    `<body style="margin:0;background:#f6f1e7;font-family:Helvetica,Arial,sans-serif;color:#1b2a4a;font-size:15px">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">` +
    `<h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">Numismatic Shop</h1>` +
    blocks.map(blockHtml).join("") +
    `<p style="margin:24px 0 0;font-size:12px;color:#555">${escape(footer)}</p></div></body></html>`
  const text = `${blocks.map(blockText).join("\n\n")}\n\n--\n${footer}\n`
  return { subject, html, text }
}
