import assert from "node:assert/strict"
import { test } from "node:test"
import { keptLanguage } from "../languages"
import { CATALOGUES, mailText, textsFrom } from "./i18n"
import { catalogueProblems } from "./messages/check"
import { en } from "./messages/en"
import { de } from "./messages/de"
import { gradeIn } from "./piece-blocks"
import { wantAlert } from "./want-alert"
import { shopSettings } from "./settings"
import { refundedPieces } from "./order-view"
import { sampleOrder } from "./test-support"
import { orderConfirmation, passwordReset, refundMade } from "./templates"

const shop = shopSettings({ SHOP_PUBLIC_URL: "https://coins.example/", BANK_IBAN: "LU12 3456", BANK_BIC: "TESTLULL" })

test("every key is in all three catalogues, with the same placeholders as in English", () => {
  assert.deepEqual(catalogueProblems(CATALOGUES), [])
  for (const catalogue of Object.values(CATALOGUES)) assert.deepEqual(Object.keys(catalogue).sort(), Object.keys(en).sort())
})

test("the check names a translation that breaks a placeholder, drops a plural, lacks a key or does not parse", () => {
  const { resetSubject: _dropped, ...lacking } = de
  const broken = {
    en,
    de: { ...lacking, greeting: "Guten Tag {nmae},", unpaidText: "Nicht innerhalb von {days} Tagen." },
    fr: { ...CATALOGUES.fr, footer: "{shop} · {url · {support}", extra: "?" },
  }
  const problems = catalogueProblems(broken)
  assert.ok(problems.includes("de.greeting has placeholders {nmae}, English {name}"), problems.join("\n"))
  assert.ok(problems.includes("de.unpaidText has placeholders {days}, English {days, plural}"), problems.join("\n"))
  assert.ok(problems.includes("de.resetSubject is missing"), problems.join("\n"))
  assert.ok(
    problems.some((p) => p.startsWith("fr.footer does not parse")),
    problems.join("\n")
  )
  assert.ok(problems.includes("fr.extra is not an English key"), problems.join("\n"))
  assert.equal(problems.length, 5, problems.join("\n"))
})

test("a message missing from a translation, or broken in it, falls back to English, never to its key", () => {
  const { welcomeLink: _missing, ...rest } = de
  const texts = textsFrom("de", { ...rest, welcomeText: "Ihr Konto {ist bereit" })
  assert.equal(texts.t("welcomeLink"), "Visit the shop")
  assert.equal(texts.t("welcomeText"), en.welcomeText)
  assert.equal(texts.t("greetingCollector"), "Liebe Sammlerin, lieber Sammler,")
})

test("a German order confirmation: German words, plural, amounts and dates as Germans write them", () => {
  const order = sampleOrder({
    language: "de",
    bankTransfer: true,
    address: ["Ada Lovelace", "Münzgasse 1", "1010 Wien", "Österreich"],
  })
  const mail = orderConfirmation({ ...order, items: [{ id: "ordli_1", name: "Taler 1780", quantity: 2, total: 2450 }] }, shop)
  assert.equal(mail.subject, "Ihre Bestellung #ORD-9X7Q2Z bei Numismatic Shop")
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /Guten Tag Ada Lovelace,/)
    assert.match(part, /Vielen Dank für Ihre Bestellung\. Sie ist für Sie reserviert/)
    assert.match(part, /Taler 1780 × 2/)
    assert.match(part, /2\.450,00\s€/)
    assert.match(part, /Bitte überweisen Sie 2\.450,00\s€ bis zum 30\. November 2026\./)
    assert.match(part, /Verwendungszweck/)
    assert.match(part, /Kostenlos/)
    assert.match(part, /Lieferadresse/)
    assert.match(part, /Fragen\? Schreiben Sie an support@numismatic\.shop/)
  }
  assert.match(mail.text, /Verwendungszweck: ORD-9X7Q2Z/)
  assert.match(mail.text, /Zahlbar bis: 30\. November 2026/)
  assert.doesNotMatch(mail.text, /Dear|Thank you|Reference|Pay by|€2,450/)
})

test("a French password reset: French words, the minutes' plural, French spacing, the French page", () => {
  const link = mailText("fr").page("https://coins.example", "/reset-password") + "?token=a.b.c&email=x%40y.z"
  assert.equal(link, "https://coins.example/fr/reset-password?token=a.b.c&email=x%40y.z")
  const mail = passwordReset(link, 15, shop, "fr")
  assert.equal(mail.subject, "Réinitialisez votre mot de passe Numismatic Shop")
  assert.match(mail.text, /Quelqu’un a demandé la réinitialisation du mot de passe/)
  assert.match(
    mail.text,
    /Choisir un nouveau mot de passe: https:\/\/coins\.example\/fr\/reset-password\?token=a\.b\.c&email=x%40y\.z/
  )
  assert.match(
    mail.text,
    /pendant 15 minutes\. Si vous n’en avez pas fait la demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé\./
  )
  assert.match(mail.html, /href="https:\/\/coins\.example\/fr\/reset-password\?token=a\.b\.c&amp;email=x%40y\.z"/)
  assert.match(passwordReset(link, 1, shop, "fr").text, /pendant 1 minute\./)
  assert.doesNotMatch(mail.text, /Someone|password stays/)
})

test("French amounts, German dates and plurals go through Intl in the e-mail's own locale", () => {
  assert.equal(mailText("fr").cents(245000), "2\u202f450,00\u00a0€")
  assert.equal(mailText("de").date(new Date("2026-03-01T00:30:00Z")), "1. März 2026")
  assert.equal(mailText("en").euros(2450), "€2,450.00")
  assert.equal(mailText("de").t("digestSubject", { name: "Taler", count: 1 }), "Ihr Suchauftrag „Taler“: 1 neues Stück")
  assert.equal(mailText("de").t("digestSubject", { name: "Taler", count: 3 }), "Ihr Suchauftrag „Taler“: 3 neue Stücke")
  assert.equal(
    mailText("fr").t("digestSubject", { name: "Écu", count: 0 }),
    "Votre recherche «\u00a0Écu\u00a0»\u00a0: 0 nouvelle pièce"
  )
})

test("only en, de and fr are kept languages; anything else is no language", () => {
  assert.equal(keptLanguage({ language: "de" }), "de")
  for (const metadata of [{ language: "es" }, { language: "DE" }, { language: 1 }, {}, null, undefined]) {
    assert.equal(keptLanguage(metadata), undefined)
  }
})

test("a German or French e-mail names the grade's band of wear after the shop's grade; English and free text stay as written", () => {
  assert.equal(gradeIn(mailText("de"), "EF"), "EF (Vorzüglich)")
  assert.equal(gradeIn(mailText("de"), "MS-65"), "MS-65 (Stempelglanz)")
  assert.equal(gradeIn(mailText("fr"), "TTB+"), "TTB+ (Très Très Beau)")
  assert.equal(gradeIn(mailText("fr"), "PF-69"), "PF-69 (Belle épreuve)")
  assert.equal(gradeIn(mailText("en"), "EF"), "EF")
  assert.equal(gradeIn(mailText("de"), "wie abgebildet"), "wie abgebildet")
  assert.equal(gradeIn(mailText("de"), null), "Ohne Erhaltungsangabe")
  const piece = { title: "Taler 1780", handle: "taler-1780", grade: "VF", images: [], priceCents: 125000 }
  const want = {
    name: "Taler",
    listingPath: "/products?q=taler",
    unsubscribeUrl: "https://coins.example/wants/unsubscribe?token=t",
  }
  assert.match(wantAlert(piece, want, shop, "de").text, /Erhaltung: VF \(Sehr schön\)/)
  assert.match(wantAlert(piece, want, shop, "en").text, /Grade: VF\n/)
})

test("a German refund e-mail lists the refunded pieces by their German names, the event's for a line the order lacks", () => {
  const order = sampleOrder({ language: "de", items: [{ id: "ordli_1", name: "Aureus des Hadrian", quantity: 1, total: 2450 }] })
  const pieces = refundedPieces(order, ["Aureus of Hadrian", "Denarius of Trajan"], ["ordli_1", "ordli_gone"])
  assert.deepEqual(pieces, ["Aureus des Hadrian", "Denarius of Trajan"])
  const { text } = refundMade(order, shop, { amountCents: 245000, method: "card", pieces })
  assert.ok(text.includes("Erstattetes Stück: Aureus des Hadrian\nErstattetes Stück: Denarius of Trajan"), text)
  assert.ok(!text.includes("Aureus of Hadrian"), text)
})
