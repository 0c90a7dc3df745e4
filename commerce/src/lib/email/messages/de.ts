import type { Catalogue } from "./en"

/** The e-mails' texts in German: formal address (Sie), as a coin dealer writes to a collector. */
export const de: Catalogue = {
  footer: "{shop} · {url} · Fragen? Schreiben Sie an {support}",
  greeting: "Guten Tag {name},",
  greetingCollector: "Liebe Sammlerin, lieber Sammler,",

  orderHeading: "Bestellung {number}",
  itemRow: "{name} × {quantity}",
  itemUnnamed: "Artikel",
  shippingUnnamed: "Versand",
  shippingFree: "Kostenlos",
  total: "Gesamtbetrag (inkl. MwSt., soweit anfallend)",
  shippingTo: "Lieferadresse",
  phone: "Telefon {phone}",

  bankHeading: "Banküberweisung",
  bankPlease:
    "Bitte überweisen Sie {amount} bis zum {date}. Bis dahin halten wir Ihre Stücke für Sie zurück; unbezahlte Bestellungen werden danach storniert.",
  accountHolder: "Kontoinhaber",
  iban: "IBAN",
  bic: "BIC",
  reference: "Verwendungszweck",
  amount: "Betrag",
  payBy: "Zahlbar bis",

  confirmationSubject: "Ihre Bestellung {number} bei {shop}",
  confirmationTransfer:
    "Vielen Dank für Ihre Bestellung. Sie ist für Sie reserviert und wird versandt, sobald Ihre Überweisung eingegangen ist.",
  confirmationPaid: "Vielen Dank für Ihre Bestellung. Ihre Zahlung ist eingegangen, und wir bereiten Ihr Paket vor.",

  paymentSubject: "Zahlungseingang für Bestellung {number}",
  paymentText: "Wir haben Ihre Zahlung über {amount} erhalten. Ihre Stücke werden für den Versand vorbereitet.",

  shippedSubject: "Ihre Bestellung {number} wurde versandt",
  shippedText: "Ihr Paket ist unterwegs, versichert zum vollen Wert.",
  trackingBy: "Sendungsverfolgung ({carrier})",
  trackingNumber: "Sendungsnummer",

  reminderSubject: "Erinnerung: Zahlung für Bestellung {number} fällig",
  reminderText:
    "Ihre Überweisung ist bei uns noch nicht eingegangen. Ihre Stücke bleiben bis zum {date} reserviert; danach wird die Bestellung storniert.",
  unpaidSubject: "Bestellung {number} storniert: keine Zahlung eingegangen",
  unpaidText:
    "Ihre Überweisung ist nicht innerhalb von {days, plural, one {# Tag} other {# Tagen}} eingegangen. Die Bestellung wurde daher storniert und die Stücke wurden wieder freigegeben. Falls Sie gerade erst bezahlt haben, schreiben Sie uns bitte, wir klären das.",

  canceledSubject: "Bestellung {number} storniert",
  canceledText: "Ihre Bestellung wurde storniert, die Stücke sind nicht mehr für Sie reserviert.",
  canceledHelp: "Falls Sie das überrascht, schreiben Sie an {support}, wir helfen Ihnen gern.",
  refundSubject: "Erstattung von {amount} für Bestellung {number}",
  refundTransfer:
    "Wir haben Ihnen {amount} per Banküberweisung zurückerstattet; der Betrag sollte innerhalb weniger Werktage auf Ihrem Konto eingehen.",
  refundCard: "Wir haben {amount} auf Ihre Karte zurückerstattet; Ihre Bank zeigt die Gutschrift innerhalb weniger Werktage an.",
  refundedPiece: "Erstattetes Stück",

  welcomeSubject: "Willkommen bei {shop}",
  welcomeText:
    "Ihr Kundenkonto ist eingerichtet. Melden Sie sich an, um Ihre Bestellungen zu sehen und Ihre Adressen für eine schnellere Bestellung zu speichern.",
  welcomeLink: "Zum Shop",
  resetSubject: "Ihr Passwort bei {shop} zurücksetzen",
  resetAsked: "Jemand hat angefordert, das Passwort des Kundenkontos mit dieser E-Mail-Adresse zurückzusetzen.",
  resetLink: "Neues Passwort wählen",
  resetValid:
    "Der Link gilt einmal und {minutes, plural, one {# Minute} other {# Minuten}} lang. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",

  grade: "Erhaltung",
  notGraded: "Ohne Erhaltungsangabe",
  gradeNamed: "{grade} ({name})",
  gradePoor: "Gering erhalten bis fast schön",
  gradeGood: "Schön",
  gradeVeryGood: "Sehr gut erhalten",
  gradeFine: "Schön bis sehr schön",
  gradeVeryFine: "Sehr schön",
  gradeExtremelyFine: "Vorzüglich",
  gradeAboutUncirculated: "Fast Stempelglanz",
  gradeMintState: "Stempelglanz",
  gradeProof: "Polierte Platte",
  pieceFront: "{title}, Vorderseite",
  seePiece: "Zum Stück",
  price: "Preis",

  dropSubject: "Preis gesenkt: {title}, jetzt {price}",
  dropText: "Ein Stück auf Ihrer Beobachtungsliste ist im Preis gesenkt.",
  dropWas: "Bisher",
  dropNow: "Jetzt",
  dropWatchList: "Ihre Beobachtungsliste: {url}",
  dropStop: "Keine Preis-E-Mails mehr für dieses Stück",
  dropFooter: "{shop} · {url} · Sie erhalten diese E-Mail, weil Sie dieses Stück beobachten.",

  wantSubject: "Ihr Suchauftrag „{name}“: {title}, {price}",
  wantText: "Ein Stück zu Ihrem Suchauftrag „{name}“ ist im Angebot.",
  digestSubject: "Ihr Suchauftrag „{name}“: {count, plural, one {# neues Stück} other {# neue Stücke}}",
  digestText:
    "{count, plural, one {# Stück passt} other {# Stücke passen}} seit der letzten E-Mail zu Ihrem Suchauftrag „{name}“.",
  digestMore: "Und {more} weitere in der Liste.",
  wantEverything: "Alles, was Ihr Suchauftrag „{name}“ findet: {url}",
  wantStop: "Keine E-Mails mehr für diesen Suchauftrag",
  wantFooter:
    "{shop} · {url} · Sie erhalten diese E-Mail, weil Sie diesen Suchauftrag in Ihrem Kundenkonto gespeichert haben ({account}).",
}
