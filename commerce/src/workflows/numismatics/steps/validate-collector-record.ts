import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { collectorIssues, describeIssues } from "../../../modules/numismatics/validation"
import type { CollectorFields } from "../../../modules/numismatics/validation"

/**
 * Checks the record as it will be stored (the stored values with the edit
 * applied), so a rule spanning two fields holds even when only one is sent.
 */
export const validateCollectorRecordStep = createStep("validate-collector-record", (record: CollectorFields) => {
  const issues = collectorIssues(record)
  if (issues.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, describeIssues(issues))
  return new StepResponse(record)
})
