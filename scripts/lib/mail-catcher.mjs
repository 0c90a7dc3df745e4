import { createServer } from "node:http"
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

// The newest messages are kept; a catcher that runs for days must not grow without end.
const KEEP = 500

const escape = (text) =>
  String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c])

/**
 * A local SMTP server that keeps every message it receives, and a small web page and
 * JSON API to read them: `npm start` shows the shop's e-mails to a newcomer, and the tests
 * read what the shop sent (GET /api/messages?to=address).
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, host = "127.0.0.1" } = {}) {
  const messages = []
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "Numismatic Shop mail catcher",
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            id: nextId++,
            date: new Date().toISOString(),
            from: mail.from?.text ?? session.envelope.mailFrom?.address ?? "",
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            // Attached files (an invoice's PDF), their content in base64.
            attachments: (mail.attachments ?? []).map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              content: a.content.toString("base64"),
            })),
            // The list headers a test checks (List-Unsubscribe, List-Unsubscribe-Post), as sent.
            headers: Object.fromEntries(
              mail.headerLines
                .filter((h) => h.key.startsWith("list-"))
                .map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()])
            ),
          })
          if (messages.length > KEEP) messages.splice(0, messages.length - KEEP)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise((resolve, reject) => {
    smtp.once("error", reject)
    smtp.listen(smtpPort, host, resolve)
  })

  const web = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://catcher")
    const send = (status, type, body) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store" })
      response.end(body)
    }
    if (url.pathname === "/api/messages") {
      const to = url.searchParams.get("to")?.toLowerCase()
      const found = to ? messages.filter((m) => m.to.includes(to)) : messages
      return send(200, "application/json", JSON.stringify(found))
    }
    const match = /^\/messages\/(\d+)(\.txt)?$/.exec(url.pathname)
    if (match) {
      const message = messages.find((m) => m.id === Number(match[1]))
      if (!message) return send(404, "text/plain; charset=utf-8", "No such message")
      // The shop's own HTML, shown as the recipient would see it; plain text on request.
      return match[2] || !message.html
        ? send(200, "text/plain; charset=utf-8", message.text)
        : send(200, "text/html; charset=utf-8", message.html)
    }
    if (url.pathname !== "/") return send(404, "text/plain; charset=utf-8", "Not found")
    const rows = messages
      .slice()
      .reverse()
      .map(
        (m) =>
          `<tr><td>${escape(m.date.replace("T", " ").slice(0, 19))}</td><td>${escape(m.to.join(", "))}</td>` +
          `<td><a href="/messages/${m.id}">${escape(m.subject)}</a> (<a href="/messages/${m.id}.txt">text</a>)</td></tr>`
      )
      .join("")
    send(
      200,
      "text/html; charset=utf-8",
      `<!doctype html><meta charset="utf-8"><title>Mail catcher</title>` +
        `<style>body{font:14px system-ui;margin:2em}td,th{padding:.3em .8em;text-align:left;border-bottom:1px solid #ddd}</style>` +
        `<h1>E-mails the shop sent</h1><p>${messages.length} message(s); newest first. Reload to see new ones.</p>` +
        `<table><tr><th>received</th><th>to</th><th>subject</th></tr>${rows}</table>`
    )
  })
  await new Promise((resolve, reject) => {
    web.once("error", reject)
    web.listen(httpPort, host, resolve)
  })

  return {
    smtpUrl: `smtp://${host}:${smtp.server.address().port}`,
    webUrl: `http://localhost:${web.address().port}`,
    messages,
    async close() {
      await new Promise((resolve) => smtp.close(resolve))
      await new Promise((resolve) => web.close(resolve))
    },
  }
}
