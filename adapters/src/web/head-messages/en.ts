/**
 * The English texts of a drawn page's head (title, description, link previews, JSON-LD): the
 * specification's, to the letter. ICU MessageFormat, compiled by Lingui when the server loads.
 * Every key here is in de.ts and fr.ts, with the same placeholders (head-text.test.ts).
 */
export const messages = {
  "site.tagline": "Professional Numismatics",
  "site.description": "Coins, banknotes, medals and tokens for collectors: graded, certified, shipped insured.",

  "page.checkout.title": "Checkout",
  "page.checkout.description": "Pay for the pieces in your cart by card or bank transfer.",
  "page.payment-success.title": "Your order",
  "page.payment-success.description": "The confirmation of your order.",
  "page.admin.title": "Admin Dashboard",
  "page.admin.description": "Orders and figures for the shop's staff.",
  "page.admin-order.title": "Order",
  "page.admin-order.description": "One order for the shop's staff.",
  "page.sign-in.title": "Sign in",
  "page.sign-in.description": "Sign in to your collector's account.",
  "page.register.title": "Create an account",
  "page.register.description": "Open a collector's account to follow your orders.",
  "page.forgot-password.title": "Forgot password",
  "page.forgot-password.description": "Ask for a link to choose a new password.",
  "page.reset-password.title": "Choose a new password",
  "page.reset-password.description": "Set a new password for your account.",
  "page.account.title": "Your account",
  "page.account.description": "Your orders and details.",
  "page.addresses.title": "Your addresses",
  "page.addresses.description": "The addresses you ship to, for a quicker checkout.",
  "page.shipping.title": "Shipping Information",
  "page.shipping.description": "How we ship coins, banknotes and medals: insured, tracked.",
  "page.returns.title": "Return Policy",
  "page.returns.description": "A 30-day return guarantee on every piece.",
  "page.authenticity.title": "Authentication",
  "page.authenticity.description": "How every piece is checked and certified before it is sold.",
  "page.contact.title": "Contact Us",
  "page.contact.description": "Phone, e-mail and opening hours of the shop.",
  "page.watch-list.title": "Your watch list",
  "page.watch-list.description": "The pieces you watch, with their current price.",
  "page.watch-unsubscribe.title": "Price e-mails",
  "page.watch-unsubscribe.description": "Stop the price e-mails of a watched piece.",
  "page.wants.title": "My wants",
  "page.wants.description": "Your saved searches and the e-mails they send.",
  "page.want-unsubscribe.title": "Want e-mails",
  "page.want-unsubscribe.description": "Stop the e-mails of a saved want.",
  "page.grading.title": "Grading Guide",
  "page.grading.description": "Sheldon's 1–70 grades beside the European grades in English, French, German, Italian and Spanish.",
  "page.not-found.title": "Page Not Found",
  "page.not-found.description": "The page you are looking for does not exist or has moved.",
  "page.product-not-found.title": "Item not found",

  "listing.all": "All Products",
  "listing.search": 'Search results for "{search}"',
  // "other" alone: English counts "1 pieces" as the specification's pages always have.
  "listing.search-description": '{count, plural, other {# pieces matching "{search}" at {site}.}}',
  "listing.all-description":
    "{count, plural, other {# coins, banknotes, medals and tokens for collectors: graded, certified, shipped insured.}}",
  // {category} is the category's name in lower case.
  "listing.category-description": "{count, plural, other {# {category} for collectors: graded, certified, shipped insured.}}",

  "product.obverse": "Obverse of {name}",
  "product.grade": "Grade",
  // {facts} is empty or " (grade, country, period, material)"; {price} is written as the language writes euros.
  "product.description": "{name}{facts}: {price} at {site}.",
  "breadcrumb.home": "Home",
} as const

export type HeadMessageId = keyof typeof messages
