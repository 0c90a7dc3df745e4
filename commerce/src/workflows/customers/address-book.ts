/**
 * The address book's rules (docs/decisions/143, 144): at most MAX_ADDRESSES per customer,
 * counted under a lock on the customer's id, so saves at the same instant queue instead
 * of passing the count together. A save waits up to LOCK_WAIT_S for the one before it;
 * LOCK_TTL_S frees the customer if a process dies while holding the lock.
 */
export const MAX_ADDRESSES = 20
export const LOCK_WAIT_S = 20
export const LOCK_TTL_S = 30

/** The error code of a save refused because the book is full; the shop server maps it. */
export const ADDRESS_BOOK_FULL = "address_book_full"
