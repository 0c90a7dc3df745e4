/**
 * A recorded payment locks the order's id, the key Medusa's own order workflows and the
 * shop's status transitions lock, so a payment and a transition never change one order
 * at once. A caller waits up to LOCK_WAIT_S for the one before it; LOCK_TTL_S frees the
 * order if a process dies while holding it.
 */
export const LOCK_WAIT_S = 20
export const LOCK_TTL_S = 60
