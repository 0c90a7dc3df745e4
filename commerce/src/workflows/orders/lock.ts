/**
 * The lock every order transition takes, on the order's id: the key Medusa's own order
 * workflows lock, so the back office and the shop never change one order at once.
 * A caller waits up to LOCK_WAIT_S for the one before it, then reads the status again;
 * LOCK_TTL_S frees the order if a process dies while holding it.
 */
export const LOCK_WAIT_S = 20
export const LOCK_TTL_S = 60
