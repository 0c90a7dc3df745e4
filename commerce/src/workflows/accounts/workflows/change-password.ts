import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { markPasswordChangedStep } from "../steps/mark-password-changed"
import { setPasswordStep, type SetPasswordInput } from "../steps/set-password"

/**
 * A password set with a reset link: the new password, and the note that ends every session
 * signed in before it (docs/decisions/215). Either both happen or, the note failing, the old
 * password is put back and the reset answers an error.
 */
export const changePasswordWorkflow = createWorkflow("shop-change-password", (input: SetPasswordInput) => {
  const changed = setPasswordStep(input)
  markPasswordChangedStep(changed)
  return new WorkflowResponse(changed)
})
