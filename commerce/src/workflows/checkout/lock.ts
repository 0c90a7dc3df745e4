/**
 * A checkout's steps hold the cart's lock, under the key Medusa's own cart workflows use: run
 * inside another workflow, Medusa's workflows skip their own lock and leave it to the caller.
 * Waits up to 30 s for it and holds it at most two minutes, as Medusa's completion does.
 */
export const CART_LOCK = { timeout: 30, ttl: 120 }
