// Customers' accounts, the collector's tools and the catalogue: under one Medusa (suites.ts).
import "./env"
import addressBook from "./address-book.suite"
import cataloguePriceRange from "./catalogue-price-range.suite"
import catalogueWords from "./catalogue-words.suite"
import mailLanguages from "./mail-languages.suite"
import passwordChange from "./password-change.suite"
import visits from "./visits.suite"
import wantAlerts from "./want-alerts.suite"
import wants from "./wants.suite"
import watchList from "./watch-list.suite"
import { runSuites } from "./suites"

runSuites("collectors", {
  "address book": addressBook,
  "password change": passwordChange,
  "catalogue price range": cataloguePriceRange,
  "catalogue words": catalogueWords,
  visits,
  wants,
  "want alerts": wantAlerts,
  "watch list": watchList,
  "e-mails in the customer's language": mailLanguages,
})
