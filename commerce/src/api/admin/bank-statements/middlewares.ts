import { validateAndTransformBody } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminConfirmStatement, AdminMatchStatement, AdminRecordBankPayment, CsvMappingBody } from "./validators"

// A statement travels as JSON text; the validator refuses more than MAX_STATEMENT_CHARS,
// so the parser's limit only needs headroom for JSON escaping.
const STATEMENT_BODY = { sizeLimit: "20mb" }

/** Validation of the bank-transfer routes, spread into src/api/middlewares.ts. */
export const bankTransferMiddlewares: MiddlewareRoute[] = [
  {
    methods: ["POST"],
    matcher: "/admin/shop-orders/:id/bank-payments",
    middlewares: [validateAndTransformBody(AdminRecordBankPayment)],
  },
  {
    methods: ["POST"],
    matcher: "/admin/bank-statements/match",
    bodyParser: STATEMENT_BODY,
    middlewares: [validateAndTransformBody(AdminMatchStatement)],
  },
  {
    methods: ["POST"],
    matcher: "/admin/bank-statements/confirm",
    bodyParser: STATEMENT_BODY,
    middlewares: [validateAndTransformBody(AdminConfirmStatement)],
  },
  {
    methods: ["POST"],
    matcher: "/admin/bank-statements/csv-mapping",
    middlewares: [validateAndTransformBody(CsvMappingBody)],
  },
]
