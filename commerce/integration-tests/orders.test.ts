// The staff's order desk and the money: the suites that place orders, under one Medusa (suites.ts).
import "./env"
import bankTransfers from "./bank-transfers.suite"
import invoices from "./invoices.suite"
import orderDetail from "./order-detail.suite"
import orderRows from "./order-rows.suite"
import orderTable from "./order-table.suite"
import orderTransitions from "./order-transitions.suite"
import stalledCompletion from "./stalled-completion.suite"
import stockReturns from "./stock-returns.suite"
import takeBack from "./take-back.suite"
import { runSuites } from "./suites"

runSuites("orders", {
  "order rows": orderRows,
  "order table": orderTable,
  "order detail": orderDetail,
  "bank transfers": bankTransfers,
  invoices,
  "taking an order back": takeBack,
  "stock returns": stockReturns,
  "a completion not undone": stalledCompletion,
  // Last: it adds a handler to the shipping workflow's hook, and after a handler is added to a
  // running Medusa, its workflows' events no longer reach their subscribers in that process (seen:
  // the order rows and the catalogue stopped following the orders in the suites after it).
  "order transitions": orderTransitions,
})
