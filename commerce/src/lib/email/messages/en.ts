/**
 * The e-mails' texts in English, as the specification words them: the catalogue every other
 * language follows, key for key and placeholder for placeholder (ICU MessageFormat, compiled
 * by Lingui when it loads; messages/check.ts).
 */
export const en = {
  // Every e-mail
  footer: "{shop} · {url} · Questions? Write to {support}",
  greeting: "Dear {name},",
  greetingCollector: "Dear collector,",

  // An order's lines, totals and address
  orderHeading: "Order {number}",
  itemRow: "{name} × {quantity}",
  itemUnnamed: "Item",
  shippingUnnamed: "Shipping",
  shippingFree: "Free",
  total: "Total (VAT included where due)",
  shippingTo: "Shipping to",
  phone: "Phone {phone}",

  // Paying by bank transfer
  bankHeading: "Bank transfer",
  bankPlease: "Please transfer {amount} by {date}. We hold your pieces until then; unpaid orders are cancelled afterwards.",
  accountHolder: "Account holder",
  iban: "IBAN",
  bic: "BIC",
  reference: "Reference",
  amount: "Amount",
  payBy: "Pay by",

  // The order confirmation
  confirmationSubject: "Your order {number} at {shop}",
  confirmationTransfer: "Thank you for your order. It is reserved for you and ships as soon as your bank transfer arrives.",
  confirmationPaid: "Thank you for your order. Your payment has been received and we are preparing your parcel.",

  // Payment received
  paymentSubject: "Payment received for order {number}",
  paymentText: "We have received your payment of {amount}. Your pieces are being prepared for shipping.",

  // Shipped
  shippedSubject: "Your order {number} has shipped",
  shippedText: "Your parcel is on its way, insured to its full value.",
  trackingBy: "Tracking ({carrier})",
  trackingNumber: "Tracking number",

  // A bank transfer's reminder and cancellation
  reminderSubject: "Reminder: payment for order {number} is due",
  reminderText:
    "We have not yet received your bank transfer. Your pieces stay reserved until {date}; after that the order is cancelled.",
  unpaidSubject: "Order {number} cancelled: no payment received",
  unpaidText:
    "We did not receive your bank transfer within {days, plural, one {# day} other {# days}}, so the order has been cancelled and its pieces released. If you have just paid, write to us and we will sort it out.",

  // Cancelled or refunded at the order desk
  canceledSubject: "Order {number} cancelled",
  canceledText: "Your order has been cancelled and its pieces are no longer reserved for you.",
  canceledHelp: "If this comes as a surprise, write to {support} and we will help.",
  refundSubject: "Refund of {amount} for order {number}",
  refundTransfer: "We have sent {amount} back to you by bank transfer; it should reach your account within a few working days.",
  refundCard: "We have refunded {amount} to your card; your bank shows it within a few working days.",
  refundedPiece: "Refunded piece",

  // The account
  welcomeSubject: "Welcome to {shop}",
  welcomeText: "Your account is ready. Sign in to see your orders and keep your addresses for a faster checkout.",
  welcomeLink: "Visit the shop",
  resetSubject: "Reset your {shop} password",
  resetAsked: "Someone asked to reset the password of the account with this e-mail address.",
  resetLink: "Choose a new password",
  resetValid:
    "The link works once and for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this e-mail: your password stays as it is.",

  // One piece, in an alert or a price drop
  grade: "Grade",
  notGraded: "Not graded",
  // A grade's band of wear, named after the shop's grade in German and French e-mails ("EF (Vorzüglich)"),
  // as the storefront's grading guide names it; English e-mails give the grade alone, its code being English.
  gradeNamed: "{grade} ({name})",
  gradePoor: "Poor to About Good",
  gradeGood: "Good",
  gradeVeryGood: "Very Good",
  gradeFine: "Fine",
  gradeVeryFine: "Very Fine",
  gradeExtremelyFine: "Extremely Fine",
  gradeAboutUncirculated: "About Uncirculated",
  gradeMintState: "Mint State",
  gradeProof: "Proof",
  pieceFront: "{title}, front",
  seePiece: "See the piece",
  price: "Price",

  // A watched piece is cheaper
  dropSubject: "Price lowered: {title}, now {price}",
  dropText: "A piece on your watch list has a lower price.",
  dropWas: "Was",
  dropNow: "Now",
  dropWatchList: "Your watch list: {url}",
  dropStop: "Stop price e-mails for this piece",
  dropFooter: "{shop} · {url} · You receive this because you watch this piece.",

  // A want's alert and digest
  wantSubject: 'Your want "{name}": {title}, {price}',
  wantText: 'A piece matching your want "{name}" is on sale.',
  digestSubject: 'Your want "{name}": {count, plural, one {# new piece} other {# new pieces}}',
  digestText: '{count, plural, one {# piece matches} other {# pieces match}} your want "{name}" since the last e-mail.',
  digestMore: "And {more} more in the listing.",
  wantEverything: 'Everything your want "{name}" finds: {url}',
  wantStop: "Stop e-mails for this want",
  wantFooter: "{shop} · {url} · You receive this because you saved this want in your account ({account}).",
}

export type MessageKey = keyof typeof en
export type Catalogue = Record<MessageKey, string>
