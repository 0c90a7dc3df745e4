// Staff moving an order on (docs/decisions/237): the parcel that shipping may name. The shop
// server's contract spells the fields in camelCase, Medusa's admin route in snake_case, and each
// builds its schema with its own zod (Medusa brings its own copy); the limits and rules are these.

/** The longest tracking number and carrier name a shipped order keeps. */
exports.PARCEL_MAX = { trackingNumber: 100, carrier: 60 }

/** The refusal of a text longer than `max`. */
exports.tooLong = (name, max) => `${name} has at most ${max} characters`

/** Trimmed text that is blank was not given. */
exports.blankIsAbsent = (value) => value || undefined

/** Only shipping names a parcel. */
exports.parcelFitsStatus = (status, trackingNumber, carrier) => status === "shipped" || (!trackingNumber && !carrier)
